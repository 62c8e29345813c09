import { z } from 'zod';
import { LIVE_SCHEDULE_DAYS_AHEAD, LIVE_STATUSES, LIVE_TITLE_MAX, LIVE_TITLE_MIN, LIVE_TOPIC_MAX, LIVE_TOPIC_MIN } from './live-events.js';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/**
 * Why a start time cannot be scheduled at `now`, or undefined when it can: it must be in the future
 * and within LIVE_SCHEDULE_DAYS_AHEAD days. The schema checks it with the caller's clock, the command
 * service again with its own (the one that counts).
 */
export function liveStartsAtIssue(startsAt: string, now: Date): 'field.starts_in_past' | 'field.starts_too_far' | undefined {
  const at = Date.parse(startsAt);
  if (at <= now.getTime()) return 'field.starts_in_past';
  if (at > now.getTime() + LIVE_SCHEDULE_DAYS_AHEAD * 24 * 3600_000) return 'field.starts_too_far';
  return undefined;
}

const startsAt = z.iso.datetime({ offset: true });

/**
 * create_live_session: the astrologer schedules a session (`starts_at`) or goes live now (`now: true`),
 * one or the other. Title and topic are plain text (the request edge refuses control characters).
 */
export const createLiveSessionSchema = z
  .strictObject({
    title: text(LIVE_TITLE_MIN, LIVE_TITLE_MAX),
    topic: text(LIVE_TOPIC_MIN, LIVE_TOPIC_MAX),
    starts_at: startsAt.optional(),
    now: z.literal(true).optional(),
  })
  .superRefine((body, context) => {
    if ((body.starts_at === undefined) === (body.now === undefined)) {
      context.addIssue({ code: 'custom', path: ['starts_at'], message: 'field.live_when' });
      return;
    }
    // A malformed time has its own error already (the object's refinement runs regardless).
    const issue = body.starts_at === undefined || !startsAt.safeParse(body.starts_at).success ? undefined : liveStartsAtIssue(body.starts_at, new Date());
    if (issue) context.addIssue({ code: 'custom', path: ['starts_at'], message: issue });
  });
export type CreateLiveSession = z.infer<typeof createLiveSessionSchema>;

/** start_live_session/{id} and the follows: nothing to say. */
export const emptyLiveBody = z.strictObject({});

/** end_live_session/{id}: the astrologer or an admin ends it, and may say why. */
export const endLiveSessionSchema = z.strictObject({ reason: text(3, 300).optional() });
export type EndLiveSession = z.infer<typeof endLiveSessionSchema>;

const paging = (maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(20),
});

/** get_live_sessions: who is live now and who is next, for everyone or one astrologer (their profile). */
export const liveSessionsQuery = z.strictObject({
  astrologer_id: z.uuid().optional(),
  /** At most this many of each list. */
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type LiveSessionsQuery = z.infer<typeof liveSessionsQuery>;

/** get_my_live_sessions: the astrologer's own, newest start first. */
export const myLiveSessionsQuery = z.strictObject({ ...paging(100), status: z.enum(LIVE_STATUSES).optional() });
export type MyLiveSessionsQuery = z.infer<typeof myLiveSessionsQuery>;

/** get_live_session_admin: every session, newest start first. */
export const liveSessionAdminQuery = z.strictObject({ ...paging(100), status: z.enum(LIVE_STATUSES).optional(), astrologer_id: z.uuid().optional() });
export type LiveSessionAdminQuery = z.infer<typeof liveSessionAdminQuery>;

/** get_my_follows: the astrologers you follow, latest first; `astrologer_id` asks about one (the follow button). */
export const myFollowsQuery = z.strictObject({ ...paging(100), astrologer_id: z.uuid().optional() });
export type MyFollowsQuery = z.infer<typeof myFollowsQuery>;
