import type { AstrologerGender, AstrologerLanguage, AstrologerSkill } from './astrologer-options.js';

/**
 * Events of an astrologer, in stream `astrologer-<astrologerId>`: the application and its review,
 * admin edits, deactivation, and every change of availability — the astrologer's own online/offline
 * toggle and the consultations that make them busy. The id is random, never derived from the phone,
 * so the public lists that show it reveal nothing about the number.
 */
export const ASTROLOGER_STREAM_PREFIX = 'astrologer-';
export const astrologerStreamName = (astrologerId: string): string => `${ASTROLOGER_STREAM_PREFIX}${astrologerId}`;

/**
 * Which astrologer a user account applied as: one stream per account (`astrologer.user-<userId>`,
 * outside the `astrologer-` category) holding the id, so a number has one astrologer record however
 * often it applies, and the server finds the record of a logged-in astrologer from the session alone.
 */
export const astrologerAccountStreamName = (userId: string): string => `astrologer.user-${userId}`;

/** What the applicant says about themself; admins may correct all of it but the birth date. */
export interface AstrologerProfile {
  readonly name: string;
  readonly email: string;
  readonly gender: AstrologerGender;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  readonly languages: readonly AstrologerLanguage[];
  readonly skills: readonly AstrologerSkill[];
  readonly experienceYears: number;
  /** Integer paise per minute of a chat. */
  readonly pricePerMin: number;
  /**
   * Integer paise per minute of a call (voice or video, one price), set apart from the chat price;
   * null or absent (applications before calls) when the astrologer takes no calls.
   */
  readonly callPricePerMin?: number | null;
  readonly bio: string;
  /** The photo, as upload_image answered it. */
  readonly imgUrl: string;
}

export type EditableProfile = Omit<AstrologerProfile, 'dateOfBirth'>;

/** The astrologer's own switch. Busy is not chosen: a consultation in progress makes it. */
export type AstrologerAvailability = 'online' | 'offline';
/** What customers see: busy while a consultation is in progress, else the astrologer's own switch. */
export type AstrologerLiveStatus = 'online' | 'busy' | 'offline';

export const liveStatusOf = (availability: AstrologerAvailability, sessionId: string | null): AstrologerLiveStatus => (sessionId ? 'busy' : availability);

/** A logged-in user applies (again, after a rejection). Pending until an admin reviews it. */
export interface AstrologerApplied {
  readonly astrologerId: string;
  /** The applicant's account: the number they logged in with, which approval makes an astrologer account. */
  readonly userId: string;
  /** Ten digits, as the login takes them. */
  readonly phone: string;
  readonly countryCode: string;
  readonly profile: AstrologerProfile;
  /** The ID document admins check, as upload_image answered it; never shown publicly. */
  readonly idDocumentUrl: string;
}

export interface AstrologerProfileChanged {
  /** Only the fields that differ from before. */
  readonly changes: Partial<EditableProfile>;
}

/** An admin approved: the account of `userId` gets the astrologer role in its own stream. */
export interface AstrologerApproved {
  readonly userId: string;
}

export interface AstrologerRejected {
  /** The `reason` content item the admin picked, if any. */
  readonly reasonId: string | null;
  /** What the applicant is told. */
  readonly reason: string;
}

/** delete_astrologer: unlisted and unable to go online; the history stays. */
export type AstrologerDeactivated = Record<string, never>;
export type AstrologerReactivated = Record<string, never>;

export interface AstrologerAvailabilityChanged {
  readonly availability: AstrologerAvailability;
}

/**
 * The astrologer's "take calls" switch, beside online/offline: off, an online astrologer takes chats
 * only for a while (calls need a call price too). Records before it take calls.
 */
export interface AstrologerCallsSwitched {
  readonly takesCalls: boolean;
}

/** A consultation took the astrologer (busy until it ends); at most one at a time. */
export interface AstrologerSessionStarted {
  readonly sessionId: string;
}

export interface AstrologerSessionEnded {
  readonly sessionId: string;
}

export interface AstrologerEventDataByType {
  readonly AstrologerApplied: AstrologerApplied;
  readonly AstrologerProfileChanged: AstrologerProfileChanged;
  readonly AstrologerApproved: AstrologerApproved;
  readonly AstrologerRejected: AstrologerRejected;
  readonly AstrologerDeactivated: AstrologerDeactivated;
  readonly AstrologerReactivated: AstrologerReactivated;
  readonly AstrologerAvailabilityChanged: AstrologerAvailabilityChanged;
  readonly AstrologerCallsSwitched: AstrologerCallsSwitched;
  readonly AstrologerSessionStarted: AstrologerSessionStarted;
  readonly AstrologerSessionEnded: AstrologerSessionEnded;
}

export type AstrologerEventType = keyof AstrologerEventDataByType;

export type AstrologerEvent = { [Type in AstrologerEventType]: { readonly type: Type; readonly data: AstrologerEventDataByType[Type] } }[AstrologerEventType];

/** An account's `astrologer.user-<userId>` stream: linked to its astrologer record by its first application. */
export interface AstrologerAccountLinked {
  readonly userId: string;
  readonly astrologerId: string;
}

/**
 * The link given back because its application was never recorded (a request that died between the
 * two writes): the workflow that watches applications compensates, and the next application links afresh.
 */
export interface AstrologerAccountUnlinked {
  readonly userId: string;
  readonly astrologerId: string;
}
