import pg from 'pg';

/**
 * Counts the events stored in a test's database, in the table itself: every committed append counts
 * at once. The store's own countAfter and readAll wait until the whole server's older transactions
 * have ended (so no reader skips an event), which another test file's transaction can hold back:
 * an event appended before a check could then appear to be appended during it.
 */
export async function storedEventCounter(
  databaseUrl: string,
): Promise<{ count(): Promise<number>; countByPeople(): Promise<number>; countBy(actorId: string): Promise<number>; newest(how: number): Promise<string[]>; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    count: async () => (await client.query<{ count: number }>('SELECT count(*)::int AS count FROM es_events')).rows[0]!.count,
    /**
     * The events a request wrote, not the system: the stack's own writers (notifications told after
     * an earlier request answered, tickers, workflows) may append while a test checks that a refused
     * request appended nothing.
     */
    countByPeople: async () =>
      (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM es_events WHERE metadata -> 'actor' ->> 'role' IS DISTINCT FROM 'system'`)).rows[0]!.count,
    /** The events written on behalf of one actor: what a refused request of theirs must not have added to. */
    countBy: async (actorId) =>
      (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM es_events WHERE metadata -> 'actor' ->> 'id' = $1`, [actorId])).rows[0]!.count,
    /** The newest events as `stream: type`, to say what a request appended. */
    newest: async (how) =>
      (await client.query<{ event: string }>(`SELECT stream_name || ': ' || event_type AS event FROM es_events ORDER BY global_position DESC LIMIT $1`, [Math.min(how, 20)])).rows.map((row) => row.event),
    close: () => client.end(),
  };
}
