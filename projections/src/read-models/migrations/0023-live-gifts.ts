import { sql, type Kysely } from 'kysely';

/** Gifts sent on air, one row each (docs/live.md, "Gifts"): a session's gifts and totals for admins. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_gifts')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('session_id', 'uuid', (column) => column.notNull())
    .addColumn('astrologer_id', 'uuid', (column) => column.notNull())
    .addColumn('sender_user_id', 'uuid', (column) => column.notNull())
    .addColumn('sender_name', 'text', (column) => column.notNull())
    .addColumn('catalogue_gift_id', 'uuid', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_hi', 'text', (column) => column.notNull())
    .addColumn('emoji', 'text', (column) => column.notNull())
    .addColumn('price', 'bigint', (column) => column.notNull())
    .addColumn('commission', 'bigint', (column) => column.notNull())
    .addColumn('astrologer_earning', 'bigint', (column) => column.notNull())
    .addColumn('wallet_transaction_id', 'uuid', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('live_gifts_session').on('live_gifts').expression(sql`session_id, sent_at DESC`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_gifts').execute();
}
