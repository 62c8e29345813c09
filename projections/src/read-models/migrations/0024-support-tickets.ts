import { sql, type Kysely } from 'kysely';

/** Support tickets and their threads (docs/support.md): the queue, a customer's own list, a ticket's thread. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('customer_id', 'uuid', (column) => column.notNull())
    .addColumn('opener_role', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('link_kind', 'text')
    .addColumn('link_id', 'uuid')
    .addColumn('assignee_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_message_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_message_side', 'text', (column) => column.notNull())
    .addColumn('first_answer_at', 'timestamptz')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('refund_decision', 'text')
    .addColumn('refund_amount', 'bigint')
    .addColumn('refund_refundable', 'bigint')
    .addColumn('refund_note', 'text')
    .addColumn('refund_decided_at', 'timestamptz')
    .addColumn('refund_paid_amount', 'bigint')
    .addColumn('refund_paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('support_tickets_customer').on('support_tickets').expression(sql`customer_id, created_at DESC`).execute();
  await db.schema.createIndex('support_tickets_queue').on('support_tickets').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('support_ticket_entries')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('ticket_id', 'uuid', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('side', 'text')
    .addColumn('text', 'text')
    .addColumn('images', sql`text[]`, (column) => column.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('assignee_id', 'uuid')
    .addColumn('decision', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('support_ticket_entries_thread').on('support_ticket_entries').columns(['ticket_id', 'revision']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_ticket_entries').execute();
  await db.schema.dropTable('support_tickets').execute();
}
