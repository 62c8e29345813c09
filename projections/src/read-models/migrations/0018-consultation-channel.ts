import { sql, type Kysely } from 'kysely';

/**
 * Calls are consultations of the chat session stream (docs/calls.md): each row says its channel,
 * every row before calls a chat, and when a call's two sides connected (what its minutes count from).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('channel', 'text', (column) => column.notNull().defaultTo(sql`'chat'`))
    .addColumn('connected_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_sessions').dropColumn('channel').dropColumn('connected_at').execute();
}
