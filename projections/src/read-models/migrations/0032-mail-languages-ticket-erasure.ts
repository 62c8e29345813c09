import { sql, type Kysely } from 'kysely';

/**
 * Mail in English and Hindi, and erasure of support threads (docs/mail.md, docs/users.md):
 * - `users.language`: the language the user reads the site in, as the SPA records it;
 * - `email_outbox.texts` (subject and body in en, hi and both) replaces `subject` and `body`, whose
 *   rows become English-only mail; `language` is the one the event settled, `user_id` whose mail
 *   it is (erasure drops it);
 * - `email_deliveries.language`: the language a mail went in;
 * - `support_ticket_entries.customer_id`: the ticket's opener on every entry with words, so that
 *   erasing them finds their thread (filled here from the tickets; a rebuild takes it from the events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();

  await db.schema.alterTable('email_outbox').addColumn('texts', 'jsonb').addColumn('language', 'text').addColumn('user_id', 'uuid').execute();
  await sql`UPDATE email_outbox SET texts = jsonb_build_object('en', jsonb_build_object('subject', subject, 'body', body)), language = 'en'`.execute(db);
  await db.schema.alterTable('email_outbox').alterColumn('texts', (column) => column.setNotNull()).dropColumn('subject').dropColumn('body').execute();
  await db.schema.createIndex('email_outbox_user').on('email_outbox').column('user_id').execute();

  await db.schema.alterTable('email_deliveries').addColumn('language', 'text').execute();

  await db.schema.alterTable('support_ticket_entries').addColumn('customer_id', 'uuid').execute();
  // The entries with words, whose events name the opener (a reply from before replies named them is filled here too, though a rebuild cannot).
  await sql`UPDATE support_ticket_entries e SET customer_id = t.customer_id FROM support_tickets t WHERE t.id = e.ticket_id AND e.kind IN ('message', 'refund_decided')`.execute(db);
  await db.schema.createIndex('support_ticket_entries_customer').on('support_ticket_entries').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('support_ticket_entries_customer').execute();
  await db.schema.alterTable('support_ticket_entries').dropColumn('customer_id').execute();
  await db.schema.alterTable('email_deliveries').dropColumn('language').execute();
  await db.schema.dropIndex('email_outbox_user').execute();
  await db.schema.alterTable('email_outbox').addColumn('subject', 'text').addColumn('body', 'text').execute();
  await sql`UPDATE email_outbox SET subject = texts->'en'->>'subject', body = texts->'en'->>'body'`.execute(db);
  await db.schema.alterTable('email_outbox').alterColumn('subject', (column) => column.setNotNull()).alterColumn('body', (column) => column.setNotNull()).execute();
  await db.schema.alterTable('email_outbox').dropColumn('texts').dropColumn('language').dropColumn('user_id').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
