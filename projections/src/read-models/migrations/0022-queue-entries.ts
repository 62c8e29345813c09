import type { Kysely } from 'kysely';

/**
 * The astrologer's queue (docs/waitlist.md): one row per entry, in a live session's line or on a
 * waitlist. Position is counted at read time among the line's waiting rows, by `line_revision` (the
 * joining event's place in the line's stream: the decider's order exactly).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('queue_entries')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('line', 'text', (column) => column.notNull())
    .addColumn('line_revision', 'bigint', (column) => column.notNull())
    .addColumn('astrologer_id', 'uuid', (column) => column.notNull())
    .addColumn('customer_id', 'uuid', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('live_session_id', 'uuid')
    .addColumn('name', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('left_reason', 'text')
    .addColumn('chat_session_id', 'uuid')
    .addColumn('offer_expires_at', 'timestamptz')
    .addColumn('turn_started_at', 'timestamptz')
    .addColumn('joined_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('queue_entries_line_status').on('queue_entries').columns(['line', 'status', 'line_revision']).execute();
  await db.schema.createIndex('queue_entries_customer_status').on('queue_entries').columns(['customer_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('queue_entries').execute();
}
