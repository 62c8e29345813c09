import type { ColumnType } from 'kysely';

/** Row types of every read-model table (immich style: the schema lives in code, migrations beside it). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: ColumnType<string | null, string | null, string | null>;
  prepare_position: ColumnType<string | null, string | null, string | null>;
  events_processed: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  last_event_recorded_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContentItemsTable {
  id: string;
  family: string;
  title: string;
  slug: string;
  status: 'draft' | 'published';
  sort_order: number;
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface UsersTable {
  id: string;
  phone: string;
  country_code: string;
  name: string;
  email: string | null;
  img_url: string;
  gender: string | null;
  date_of_birth: string | null;
  status: 'active' | 'ban';
  status_reason: string | null;
  roles: ColumnType<string[], string, string>;
  registered_at: Timestamp;
  last_login_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface UserSessionsTable {
  id: string;
  user_id: string;
  role: string;
  started_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface EmailOutboxTable {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  reply_to: string | null;
  created_at: Timestamp;
}

export interface ContentHistoryTable {
  id: string;
  item_id: string;
  family: string;
  change: 'created' | 'updated' | 'deleted';
  actor_id: string;
  actor_role: string;
  fields: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  occurred_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  subscribed_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReadModelDatabase {
  newsletter_subscribers: NewsletterSubscribersTable;
  content_history: ContentHistoryTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  content_items: ContentItemsTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  email_outbox: EmailOutboxTable;
}
