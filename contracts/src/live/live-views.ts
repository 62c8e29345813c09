import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { LIVE_STATUSES } from './live-events.js';

/** Who ended or cancelled a session: its astrologer, an admin, or the system (with its reason). */
const byWhom = z.enum(['astrologer', 'admin', 'system']);

const sessionFields = {
  id: z.uuid(),
  astrologer_id: z.uuid(),
  title: z.string(),
  topic: z.string(),
  status: z.enum(LIVE_STATUSES),
  /** When it is (or was) scheduled to start; for "go live now", the moment the astrologer asked. */
  starts_at: isoTime,
  /** The last moment a scheduled session may start; the system cancels it afterwards. */
  start_by: isoTime,
  started_at: isoTime.nullable(),
  ended_at: isoTime.nullable(),
  /** From the start to the end; 0 until it ends. */
  duration_seconds: z.number().int(),
  end: z.strictObject({ by: byWhom, reason: z.string().nullable() }).nullable(),
  cancellation: z.strictObject({ by: byWhom, reason: z.string().nullable(), cancelled_at: isoTime }).nullable(),
};

/** A session as the command calls answer it. */
export const liveSessionView = z.strictObject(sessionFields);
export type LiveSessionView = z.infer<typeof liveSessionView>;

const cardFields = {
  ...sessionFields,
  astrologer: z.strictObject({ name: z.string(), img_url: z.string().nullable() }),
  /**
   * Viewers watching now. Presence is ephemeral (never an event per join): the real-time piece
   * fills it; until then it is 0, and never a made-up number.
   */
  viewers: z.number().int(),
  /** How many follow the astrologer. */
  followers: z.number().int(),
};

/** A session as everyone sees it (`/live`, a session page, the astrologer's own list). */
export const liveSessionCardView = z.strictObject(cardFields);
export type LiveSessionCardView = z.infer<typeof liveSessionCardView>;

/** get_live_sessions: who is live now, and who is next (the empty state says when). */
export const liveSessionsOverviewView = z.strictObject({
  /** On air now, the most followed first. */
  live: z.array(liveSessionCardView),
  /** Scheduled, soonest first; a session whose time has come stays here (late) until it starts or is cancelled. */
  scheduled: z.array(liveSessionCardView),
});
export type LiveSessionsOverviewView = z.infer<typeof liveSessionsOverviewView>;

/** A session as admins list it: the card, the account behind it and its media room. */
export const liveSessionRecordView = z.strictObject({
  ...cardFields,
  astrologer_user_id: z.uuid(),
  /** The Janus room while it is (or was) on air with JANUS_URL configured; null otherwise. */
  media_room_id: z.number().int().nullable(),
  scheduled_at: isoTime,
});
export type LiveSessionRecordView = z.infer<typeof liveSessionRecordView>;

/** follow_astrologer / unfollow_astrologer: where the caller now stands. */
export const followView = z.strictObject({ astrologer_id: z.uuid(), following: z.boolean() });
export type FollowView = z.infer<typeof followView>;

/** get_my_follows: an astrologer you follow, whether they are live now and when next. */
export const followedAstrologerView = z.strictObject({
  astrologer_id: z.uuid(),
  name: z.string(),
  img_url: z.string().nullable(),
  /** Their consultation status: online, busy (a consultation or a live session) or offline. */
  status: z.enum(['online', 'busy', 'offline']),
  /** The session they are live in now; null when they are not. */
  live_session_id: z.uuid().nullable(),
  next_session: z.strictObject({ id: z.uuid(), title: z.string(), starts_at: isoTime }).nullable(),
  followed_at: isoTime,
});
export type FollowedAstrologerView = z.infer<typeof followedAstrologerView>;
