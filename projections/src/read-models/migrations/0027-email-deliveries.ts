import type { Kysely } from 'kysely';

/**
 * What the mail worker did with each row of `email_outbox` (docs/mail.md): one row per outbox id,
 * pending → sending → sent, or back to pending with a later `next_attempt_at`, or dead after the
 * last attempt. Not a projection: a rebuild of `email_outbox` empties and refills that table with
 * the same ids (each its event's id), while these rows stay, so nothing is sent twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_deliveries')
    .addColumn('outbox_id', 'uuid', (column) => column.primaryKey())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull())
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('transport', 'text')
    .addColumn('sent_to', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('email_deliveries_due').on('email_deliveries').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_deliveries').execute();
}
