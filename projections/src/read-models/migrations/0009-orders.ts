import { sql, type Kysely } from 'kysely';

/**
 * Orders paid from the wallet: one row per order (Astro Mall products or a pooja booking). Lines,
 * shipping and booking are jsonb in the shape the API answers; money is bigint paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    // Text, as wallet transaction ids: refunds find their order by the id their debit's source names.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('lines', 'jsonb', (column) => column.notNull())
    .addColumn('total', 'bigint', (column) => column.notNull())
    .addColumn('shipping', 'jsonb')
    .addColumn('booking', 'jsonb')
    .addColumn('wallet_transaction_id', 'text')
    .addColumn('refunded_amount', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // Lists are newest first: a user's own, or everyone's (the admin's, filtered by status or not).
  await db.schema.createIndex('orders_user').on('orders').expression(sql`user_id, created_at DESC, id DESC`).execute();
  await db.schema.createIndex('orders_created').on('orders').expression(sql`created_at DESC, id DESC`).execute();
  await db.schema.createIndex('orders_status').on('orders').expression(sql`status, created_at DESC`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
