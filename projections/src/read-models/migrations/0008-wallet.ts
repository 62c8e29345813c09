import { sql, type Kysely } from 'kysely';

/**
 * The wallet read models: balances (wallets), one row per recharge or movement
 * (wallet_transactions), GST invoices (invoices) and every wallet event for the audit
 * (wallet_ledger). Money is bigint paise; transaction and invoice ids are text because the
 * command side, not this schema, decides their form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('balance', 'bigint', (column) => column.notNull())
    .addColumn('recharge_count', 'integer', (column) => column.notNull())
    .addColumn('total_credited', 'bigint', (column) => column.notNull())
    .addColumn('total_debited', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('bonus', 'bigint', (column) => column.notNull())
    .addColumn('gst', 'bigint', (column) => column.notNull())
    .addColumn('total_paid', 'bigint', (column) => column.notNull())
    .addColumn('balance_after', 'bigint')
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('source_kind', 'text', (column) => column.notNull())
    .addColumn('source_id', 'text', (column) => column.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('refund_of', 'text')
    .addColumn('failure_detail', 'text')
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_role', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  // Lists are newest first: a user's own, the admin's by type or status (pending vs abandoned is a created_at bound), or all.
  await db.schema.createIndex('wallet_transactions_user').on('wallet_transactions').expression(sql`user_id, created_at DESC, id DESC`).execute();
  await db.schema.createIndex('wallet_transactions_type').on('wallet_transactions').expression(sql`type, created_at DESC`).execute();
  await db.schema.createIndex('wallet_transactions_status').on('wallet_transactions').expression(sql`status, created_at DESC`).execute();
  await db.schema.createIndex('wallet_transactions_created').on('wallet_transactions').expression(sql`created_at DESC, id DESC`).execute();
  // refunded_amount of a debit is summed over its refunds at read time.
  await db.schema.createIndex('wallet_transactions_refund_of').on('wallet_transactions').column('refund_of').where('refund_of', 'is not', null).execute();
  // Turnover groups the money that moved by when it moved.
  await db.schema.createIndex('wallet_transactions_settled').on('wallet_transactions').column('settled_at').where('settled_at', 'is not', null).execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('financial_year', 'text', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('recharge_id', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull())
    .addColumn('supplier', 'jsonb', (column) => column.notNull())
    .addColumn('customer', 'jsonb', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('sac', 'text', (column) => column.notNull())
    .addColumn('taxable', 'bigint', (column) => column.notNull())
    .addColumn('gst_rate_bp', 'integer', (column) => column.notNull())
    .addColumn('cgst', 'bigint', (column) => column.notNull())
    .addColumn('sgst', 'bigint', (column) => column.notNull())
    .addColumn('igst', 'bigint', (column) => column.notNull())
    .addColumn('total', 'bigint', (column) => column.notNull())
    .addColumn('bonus', 'bigint', (column) => column.notNull())
    .execute();
  // Transactions show their recharge's invoice (joined at read time).
  await db.schema.createIndex('invoices_recharge').on('invoices').column('recharge_id').execute();

  await db.schema
    .createTable('wallet_ledger')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_role', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('position', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('wallet_ledger_user').on('wallet_ledger').columns(['user_id', 'revision']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_ledger').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('wallet_transactions').execute();
  await db.schema.dropTable('wallets').execute();
}
