import { sql, type Kysely } from 'kysely';

/**
 * Who bears a refund (docs/support.md, "Who bears a refund"). A support ticket's refund decision
 * says whether the astrologer or the platform bore it (null before it was asked: those kept the
 * earning). A consultation's commission and earning are now net of every refund of its minutes, not
 * only the automatic rules' ones, so the chat sessions are emptied and their checkpoint reset: they
 * are rebuilt from their events, refunds and reversals included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('support_tickets').addColumn('refund_borne_by', 'text').execute();
  await sql`DELETE FROM chat_sessions`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE name = 'chat_sessions'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('support_tickets').dropColumn('refund_borne_by').execute();
}
