import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One row per notification of a user's in-app inbox (migration 0013). */
export interface UserNotificationsTable {
  /** The notification id. */
  id: string;
  user_id: string;
  /** The event's revision in the inbox stream: the order, and what "read up to" compares with. */
  revision: ColumnType<string, number, number>;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  data: ColumnType<Record<string, string> | null, string | null, string | null>;
  sent_at: Timestamp;
}

/** One row per user: what they have read (a revision for "all", plus ids read one by one). */
export interface UserNotificationReadsTable {
  /** The user id. */
  id: string;
  read_up_to: ColumnType<string, number, number>;
  read_ids: ColumnType<string[], string, string>;
  updated_at: Timestamp;
}
