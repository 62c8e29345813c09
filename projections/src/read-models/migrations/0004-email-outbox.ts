import type { Kysely } from 'kysely';

/**
 * E-mails waiting to be sent (contact-form notices to support, newsletter welcomes). A mail
 * worker sends them and marks `sent_at`; the rows are the outbox, rebuilt from events like any
 * read model (sent marks live apart, in `email_deliveries`, when the worker comes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
}
