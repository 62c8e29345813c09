import type { AstrologerAvailability, AstrologerLiveStatus } from './astrologer-events.js';
import type { AstrologerGender, AstrologerLanguage, AstrologerSkill } from './astrologer-options.js';

/**
 * What the astrologer calls answer (the `data` of their envelopes): snake_case, paise, ISO-8601 UTC
 * times. Three views of one record, each a superset of the one before: the card the lists show, the
 * public profile, and the whole record that only admins and the astrologer themself see.
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** recommended: online first, then busy, then offline, each by rating and consultations. */
export const ASTROLOGER_SORTS = ['recommended', 'price_asc', 'price_desc', 'experience', 'rating', 'orders'] as const;
export type AstrologerSort = (typeof ASTROLOGER_SORTS)[number];

/** One entry of get_astrologer_logss per event of the astrologer's stream. */
export const ASTROLOGER_LOG_KINDS = [
  'applied',
  'profile_changed',
  'approved',
  'rejected',
  'deactivated',
  'reactivated',
  'online',
  'offline',
  'session_started',
  'session_ended',
] as const;
export type AstrologerLogKind = (typeof ASTROLOGER_LOG_KINDS)[number];

/** An astrologer in get_astrologer and on the home page. */
export interface AstrologerCardView {
  readonly id: string;
  readonly name: string;
  readonly img_url: string;
  readonly gender: AstrologerGender;
  readonly languages: readonly AstrologerLanguage[];
  readonly skills: readonly AstrologerSkill[];
  readonly experience_years: number;
  readonly price_per_min: number;
  /** Average review, 0 to 5; 0 with no reviews yet. */
  readonly rating: number;
  readonly rating_count: number;
  /** Consultations given. */
  readonly orders: number;
  readonly status: AstrologerLiveStatus;
}

/** get_single_astrologer/{id} for everyone: the card and what the profile page adds. */
export interface AstrologerProfileView extends AstrologerCardView {
  readonly bio: string;
  /** When first approved. */
  readonly approved_at: string | null;
}

/** The whole record: admins (get_astrologer_applications, get_single_astrologer) and its astrologer (get_my_astrologer). */
export interface AstrologerRecordView extends AstrologerProfileView {
  readonly user_id: string;
  readonly phone: string;
  readonly country_code: string;
  readonly email: string;
  readonly date_of_birth: string;
  readonly id_document_url: string;
  readonly application_status: ApplicationStatus;
  /** false once deactivated (delete_astrologer). */
  readonly active: boolean;
  /** The astrologer's own switch; `status` adds busy. */
  readonly availability: AstrologerAvailability;
  /** The consultation in progress, if any. */
  readonly session_id: string | null;
  /** The last rejection, while the application stands rejected. */
  readonly rejection: { readonly reason_id: string | null; readonly reason: string } | null;
  readonly applied_at: string;
  readonly reviewed_at: string | null;
  readonly deactivated_at: string | null;
  readonly updated_at: string;
}

/** What the astrologer commands answer: where the record stands after the write. */
export interface AstrologerStandingView {
  readonly id: string;
  readonly application_status: ApplicationStatus;
  readonly active: boolean;
  readonly availability: AstrologerAvailability;
  readonly status: AstrologerLiveStatus;
}

/** One entry of an astrologer's timeline. */
export interface AstrologerLogEntryView {
  readonly id: string;
  readonly astrologer_id: string;
  readonly kind: AstrologerLogKind;
  /** rejected: reason_id, reason; profile_changed: the changed fields; session_*: session_id; else empty. */
  readonly detail: Readonly<Record<string, unknown>>;
  readonly actor_id: string;
  readonly actor_role: string;
  readonly occurred_at: string;
}
