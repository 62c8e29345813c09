import { sql, type Kysely } from 'kysely';

/**
 * Chat sessions: one row per session (admin lists, rejected requests, an astrologer's sessions) and
 * one row per message (the transcript). Money is bigint paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('customer_id', 'uuid', (column) => column.notNull())
    .addColumn('astrologer_id', 'uuid', (column) => column.notNull())
    .addColumn('astrologer_user_id', 'uuid', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('price_per_min', 'bigint', (column) => column.notNull())
    .addColumn('free_minutes', 'integer', (column) => column.notNull())
    .addColumn('intake', 'jsonb', (column) => column.notNull())
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('rejected_by', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('duration_seconds', 'integer', (column) => column.notNull())
    .addColumn('minutes_billed', 'integer', (column) => column.notNull())
    .addColumn('total_billed', 'bigint', (column) => column.notNull())
    .addColumn('astrologer_earning', 'bigint', (column) => column.notNull())
    .addColumn('commission', 'bigint', (column) => column.notNull())
    .addColumn('message_count', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_sessions_requested').on('chat_sessions').expression(sql`requested_at DESC, id DESC`).execute();
  await db.schema.createIndex('chat_sessions_astrologer').on('chat_sessions').expression(sql`astrologer_id, requested_at DESC`).execute();
  await db.schema.createIndex('chat_sessions_customer').on('chat_sessions').expression(sql`customer_id, requested_at DESC`).execute();
  await db.schema.createIndex('chat_sessions_status').on('chat_sessions').expression(sql`status, requested_at DESC`).execute();

  await db.schema
    .createTable('chat_messages')
    // The message id.
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('session_id', 'uuid', (column) => column.notNull())
    // The event's revision in the session stream: the order messages were accepted in.
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .addColumn('sender', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_session').on('chat_messages').columns(['session_id', 'revision']).execute();
}
