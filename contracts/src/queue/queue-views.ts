import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { QUEUE_LEAVE_REASONS, QUEUE_SOURCES } from './queue-events.js';

/**
 * Where a customer stands in an astrologer's queue. `position` is 1 for the next one (0 once not
 * waiting); `estimated_wait_minutes` is QUEUE_MINUTES_PER_PERSON per person ahead, a turn or
 * consultation in progress counted as one.
 */
export const queueEntryView = z.strictObject({
  entry_id: z.uuid(),
  astrologer_id: z.uuid(),
  source: z.enum(QUEUE_SOURCES),
  live_session_id: z.uuid().nullable(),
  status: z.enum(['waiting', 'in_turn', 'offered', 'done', 'left']),
  left_reason: z.enum(QUEUE_LEAVE_REASONS).nullable(),
  position: z.number().int(),
  waiting: z.number().int(),
  estimated_wait_minutes: z.number().int(),
  /** The turn's call (live) or the requested consultation (waitlist), once there is one. */
  chat_session_id: z.uuid().nullable(),
  /** Until when a waitlist offer holds the astrologer for you. */
  offer_expires_at: isoTime.nullable(),
  joined_at: isoTime,
});
export type QueueEntryView = z.infer<typeof queueEntryView>;

/** get_my_queue_entries: an entry as its customer reads it, with the astrologer's name. */
export const myQueueEntryView = queueEntryView.extend({ astrologer_name: z.string() });
export type MyQueueEntryView = z.infer<typeof myQueueEntryView>;

/** One waiting viewer as the studio lists them. */
export const liveQueueWaiterView = z.strictObject({ entry_id: z.uuid(), name: z.string(), position: z.number().int(), joined_at: isoTime });

/** get_live_queue/{sessionId}: the studio's queue panel. */
export const liveQueueView = z.strictObject({
  live_session_id: z.uuid(),
  waiting: z.array(liveQueueWaiterView),
  turn: z.strictObject({ entry_id: z.uuid(), name: z.string(), chat_session_id: z.uuid(), started_at: isoTime }).nullable(),
});
export type LiveQueueView = z.infer<typeof liveQueueView>;

/** take_next_in_queue / end_live_turn / skip_queue_entry: what the astrologer's action did. */
export const liveTurnView = z.strictObject({
  live_session_id: z.uuid(),
  entry_id: z.uuid(),
  chat_session_id: z.uuid().nullable(),
  status: z.enum(['in_turn', 'done', 'left']),
});
export type LiveTurnView = z.infer<typeof liveTurnView>;
