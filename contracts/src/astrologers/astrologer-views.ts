import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { ASTROLOGER_GENDERS, ASTROLOGER_LANGUAGES, ASTROLOGER_SKILLS } from './astrologer-options.js';

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
  'calls_on',
  'calls_off',
  'session_started',
  'session_ended',
] as const;
export type AstrologerLogKind = (typeof ASTROLOGER_LOG_KINDS)[number];

/** The astrologer's own switch, and what customers see (busy while a consultation is in progress). */
const availability = z.enum(['online', 'offline']);
const liveStatus = z.enum(['online', 'busy', 'offline']);

/** An astrologer in get_astrologer and on the home page. */
export const astrologerCardView = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  img_url: z.string(),
  gender: z.enum(ASTROLOGER_GENDERS),
  languages: z.array(z.enum(ASTROLOGER_LANGUAGES)),
  skills: z.array(z.enum(ASTROLOGER_SKILLS)),
  experience_years: z.number().int(),
  price_per_min: z.number().int(),
  /** Per minute of a call; null when the astrologer takes no calls. */
  call_price_per_min: z.number().int().nullable(),
  /**
   * The astrologer's "take calls" switch: with a call price, an online astrologer takes calls only
   * while it is on (off, they take chats only for a while). The talk list reads an online astrologer
   * with it off as offline for calls.
   */
  takes_calls: z.boolean(),
  /** Average review, 0 to 5; 0 with no reviews yet. */
  rating: z.number(),
  rating_count: z.number().int(),
  /** Consultations given. */
  orders: z.number().int(),
  status: liveStatus,
  /**
   * When the astrologer was last online: the moment their status last went from online or busy to
   * offline (ISO-8601 UTC), null if they never were. Lists show it beside "Offline".
   */
  last_online_at: isoTime.nullable(),
});
export type AstrologerCardView = z.infer<typeof astrologerCardView>;

/** get_single_astrologer/{id} for everyone: the card and what the profile page adds. */
export const astrologerProfileView = astrologerCardView.extend({
  bio: z.string(),
  /** When first approved. */
  approved_at: isoTime.nullable(),
});
export type AstrologerProfileView = z.infer<typeof astrologerProfileView>;

/** The whole record: admins (get_astrologer_applications, get_single_astrologer) and its astrologer (get_my_astrologer). */
export const astrologerRecordView = astrologerProfileView.extend({
  user_id: z.uuid(),
  phone: z.string(),
  country_code: z.string(),
  email: z.string(),
  /** YYYY-MM-DD. */
  date_of_birth: z.string(),
  id_document_url: z.string(),
  application_status: z.enum(APPLICATION_STATUSES),
  /** false once deactivated (delete_astrologer). */
  active: z.boolean(),
  /** The astrologer's own switch; `status` adds busy. */
  availability,
  /** The consultation in progress, if any. */
  session_id: z.string().nullable(),
  /** The last rejection, while the application stands rejected. */
  rejection: z.strictObject({ reason_id: z.string().nullable(), reason: z.string() }).nullable(),
  applied_at: isoTime,
  reviewed_at: isoTime.nullable(),
  deactivated_at: isoTime.nullable(),
  updated_at: isoTime,
});
export type AstrologerRecordView = z.infer<typeof astrologerRecordView>;

/** What the astrologer commands answer: where the record stands after the write. */
export const astrologerStandingView = z.strictObject({
  id: z.uuid(),
  application_status: z.enum(APPLICATION_STATUSES),
  active: z.boolean(),
  availability,
  takes_calls: z.boolean(),
  status: liveStatus,
});
export type AstrologerStandingView = z.infer<typeof astrologerStandingView>;

/** One entry of an astrologer's timeline. */
export const astrologerLogEntryView = z.strictObject({
  id: z.uuid(),
  astrologer_id: z.uuid(),
  kind: z.enum(ASTROLOGER_LOG_KINDS),
  /** rejected: reason_id, reason; profile_changed: the changed fields; session_*: session_id; else empty. */
  detail: z.record(z.string(), z.unknown()),
  actor_id: z.string(),
  actor_role: z.string(),
  occurred_at: isoTime,
});
export type AstrologerLogEntryView = z.infer<typeof astrologerLogEntryView>;
