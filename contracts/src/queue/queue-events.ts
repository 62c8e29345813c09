import type { ChatIntake } from '../chat/chat-events.js';

/**
 * The astrologer's queue (issue #17, docs/waitlist.md): customers waiting for an astrologer, one
 * mechanism (events, decider, read model) for two lines, told apart by an entry's `source`:
 * `live` — a paid turn (a one-to-one call) in one of their live sessions, the line of that session;
 * `consultation` — the waitlist while they are busy in a consultation, offered it in turn (held 60 s).
 * Each line is its own stream, `queue-live-<liveSessionId>` and `queue-waitlist-<astrologerId>`, so
 * a chat request reads only the short waitlist, never every live session's line.
 */
export const QUEUE_STREAM_PREFIX = 'queue-';
export const LIVE_QUEUE_STREAM_PREFIX = `${QUEUE_STREAM_PREFIX}live-`;
export const WAITLIST_STREAM_PREFIX = `${QUEUE_STREAM_PREFIX}waitlist-`;
export const liveQueueStreamName = (liveSessionId: string): string => `${LIVE_QUEUE_STREAM_PREFIX}${liveSessionId}`;
export const waitlistStreamName = (astrologerId: string): string => `${WAITLIST_STREAM_PREFIX}${astrologerId}`;

export const QUEUE_SOURCES = ['live', 'consultation'] as const;
export type QueueSource = (typeof QUEUE_SOURCES)[number];

/** A queue takes at most this many waiting customers (of one live session, or on the waitlist). */
export const QUEUE_MAX_WAITING = 100;
/**
 * The estimate of a wait: this many minutes per person ahead (and for a turn in progress). Fixed,
 * not measured: it is also the least a live turn must be able to pay for (CHAT_MIN_PAID_MINUTES),
 * so it is what a viewer expects a turn to last, and it never swings with one long turn.
 */
export const QUEUE_MINUTES_PER_PERSON = 5;
/** A waitlist offer holds the astrologer for the customer this long. */
export const WAITLIST_OFFER_SECONDS = 60;

/** Minutes a customer at `position` (1 = next) should expect to wait, a turn or consultation in progress counted as one more. */
export const estimatedWaitMinutes = (position: number, busy: boolean): number => (position - 1 + (busy ? 1 : 0)) * QUEUE_MINUTES_PER_PERSON;

export interface QueueJoined {
  readonly entryId: string;
  readonly astrologerId: string;
  readonly customerId: string;
  readonly source: QueueSource;
  /** The live session queued for (`live`); null on the waitlist. */
  readonly liveSessionId: string | null;
  /** A live turn's intake, fixed at joining (the turn is a call request made for them); null on the waitlist, whose accepted offer asks for it. */
  readonly intake: ChatIntake | null;
  /** The price per minute the turn will be billed at (the call price), fixed at joining; the waitlist's is the chat price at joining, for the estimate only. */
  readonly pricePerMin: number;
  readonly joinedAt: string;
}

export const QUEUE_LEAVE_REASONS = ['left', 'skipped', 'live_ended', 'offer_expired', 'turn_refused'] as const;
export type QueueLeaveReason = (typeof QUEUE_LEAVE_REASONS)[number];

/** An entry goes: the customer left (free), the astrologer skipped it, its live session ended or its offer lapsed (`turn_refused` is a QueueTurnEnded whose call was refused). */
export interface QueueLeft {
  readonly entryId: string;
  readonly liveSessionId: string | null;
  readonly by: 'customer' | 'astrologer' | 'system';
  readonly reason: QueueLeaveReason;
  readonly leftAt: string;
}

/** The astrologer took the next viewer of a live session: their turn is the call `chatSessionId`, made for them under the live lock. */
export interface QueueTurnStarted {
  readonly entryId: string;
  readonly liveSessionId: string;
  readonly chatSessionId: string;
  readonly startedAt: string;
}

/**
 * The turn is over: its call ended (hung up, ended by the astrologer, dropped, the balance ran out),
 * or it could not be made (`callRefused`: the balance no longer paid 5 minutes, or the session went
 * off air in between; the entry then counts as left, `turn_refused`).
 */
export interface QueueTurnEnded {
  readonly entryId: string;
  readonly liveSessionId: string;
  readonly chatSessionId: string;
  readonly callRefused: boolean;
  readonly endedAt: string;
}

/** A live session is over: its waiting entries were let go (QueueLeft `live_ended`), and the turn in progress, if any, is to be ended. */
export interface QueueLiveClosed {
  readonly liveSessionId: string;
  readonly turnChatSessionId: string | null;
  readonly closedAt: string;
}

/** The astrologer is free: the first on the waitlist is offered the consultation until `expiresAt`. */
export interface QueueOffered {
  readonly entryId: string;
  readonly customerId: string;
  readonly offeredAt: string;
  readonly expiresAt: string;
}

/** The offered customer requested the consultation (`chatSessionId`, an ordinary request): the entry is done. */
export interface QueueOfferTaken {
  readonly entryId: string;
  readonly chatSessionId: string;
  readonly takenAt: string;
}

/**
 * An offer's 60 s ran out while the astrologer could not have taken the consultation (in another
 * session, on air, or offline): the customer keeps their place, first in line, and is offered it
 * again once the astrologer is free.
 */
export interface QueueOfferWithdrawn {
  readonly entryId: string;
  readonly withdrawnAt: string;
}

export interface QueueEventDataByType {
  readonly QueueJoined: QueueJoined;
  readonly QueueLeft: QueueLeft;
  readonly QueueTurnStarted: QueueTurnStarted;
  readonly QueueTurnEnded: QueueTurnEnded;
  readonly QueueLiveClosed: QueueLiveClosed;
  readonly QueueOffered: QueueOffered;
  readonly QueueOfferTaken: QueueOfferTaken;
  readonly QueueOfferWithdrawn: QueueOfferWithdrawn;
}

export type QueueEventType = keyof QueueEventDataByType;
export type QueueEvent = { [Type in QueueEventType]: { readonly type: Type; readonly data: QueueEventDataByType[Type] } }[QueueEventType];
