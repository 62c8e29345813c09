import { sql, type Kysely } from 'kysely';

/**
 * The itemised bill of each consultation (docs/bill.md): one row per chat or call session with its
 * billed minutes in order, each with the id of the `MinuteBilled` event that billed it. The session's
 * other facts (customer, astrologer, price, status) are `chat_sessions`'; refunds are `wallet_transactions`'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consultation_bills')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('price_per_min', 'bigint', (column) => column.notNull())
    .addColumn('billed_from', 'timestamptz')
    .addColumn('lines', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // A bill lists the refunds of its session's minutes: they name the session as their source.
  await db.schema
    .createIndex('wallet_transactions_refunds_by_source')
    .on('wallet_transactions')
    .expression(sql`source_kind, source_id, created_at`)
    .where(sql.ref('type'), '=', sql.lit('refund'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wallet_transactions_refunds_by_source').execute();
  await db.schema.dropTable('consultation_bills').execute();
}
