import type { QueueLeaveReason, QueueSource } from '@nakshatra/contracts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type QueueEntryStatus = 'waiting' | 'in_turn' | 'offered' | 'done' | 'left';

/** One row per queue entry (migration 0022; docs/waitlist.md). */
export interface QueueEntriesTable {
  id: string;
  /** The line's stream: `queue-live-<sessionId>` or `queue-waitlist-<astrologerId>`. */
  line: string;
  /** The joining event's revision in the line: the order of the line. pg answers int8 as a string. */
  line_revision: ColumnType<string, number | string, number | string>;
  astrologer_id: string;
  customer_id: string;
  source: QueueSource;
  live_session_id: string | null;
  /** A live turn's intake name (what the studio lists); null on the waitlist. */
  name: string | null;
  status: QueueEntryStatus;
  left_reason: QueueLeaveReason | null;
  chat_session_id: string | null;
  offer_expires_at: NullableTimestamp;
  turn_started_at: NullableTimestamp;
  joined_at: Timestamp;
  updated_at: Timestamp;
}
