import { sql, type Kysely } from 'kysely';

/**
 * When each astrologer was last online (the lists say "Last online 2 hours ago"): the moment their
 * live status last went from online or busy to offline. Rows written before this column are filled
 * from their timeline: the last switch off or consultation end of an astrologer who is offline now.
 * That misses only a deactivation while online; `npm run projections -- rebuild astrologers` makes
 * every row exact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('astrologers').addColumn('last_online_at', 'timestamptz').execute();
  await sql`
    UPDATE astrologers
       SET last_online_at = timeline.last_off
      FROM (SELECT astrologer_id, max(occurred_at) AS last_off FROM astrologer_logs WHERE kind IN ('offline', 'session_ended') GROUP BY astrologer_id) AS timeline
     WHERE timeline.astrologer_id = astrologers.id AND astrologers.live_status = 'offline'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('astrologers').dropColumn('last_online_at').execute();
}
