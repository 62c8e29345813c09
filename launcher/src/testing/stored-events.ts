import pg from 'pg';

/**
 * Counts the events stored in a test's database, in the table itself: every committed append counts
 * at once. The store's own countAfter and readAll wait until the whole server's older transactions
 * have ended (so no reader skips an event), which another test file's transaction can hold back:
 * an event appended before a check could then appear to be appended during it.
 */
export async function storedEventCounter(
  databaseUrl: string,
): Promise<{
  count(): Promise<number>;
  countByPeople(): Promise<number>;
  countBy(actorId: string): Promise<number>;
  writtenIn(correlationId: string): Promise<string[]>;
  newest(how: number): Promise<string[]>;
  quiet(): Promise<void>;
  close(): Promise<void>;
}> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async () => (await client.query<{ count: number }>('SELECT count(*)::int AS count FROM es_events')).rows[0]!.count;
  return {
    count,
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
    /**
     * The events one request wrote, as `stream: type`: every event a request appends carries the
     * correlation id the gateway gave it (the caller's own `x-correlation-id`), so what else the stack
     * appends meanwhile (notifications of an earlier request, workflows) is not counted against it.
     */
    writtenIn: async (correlationId) =>
      (await client.query<{ event: string }>(`SELECT stream_name || ': ' || event_type AS event FROM es_events WHERE metadata ->> 'correlationId' = $1 ORDER BY global_position`, [correlationId])).rows.map((row) => row.event),
    /** The newest events as `stream: type`, to say what a request appended. */
    newest: async (how) =>
      (await client.query<{ event: string }>(`SELECT stream_name || ': ' || event_type AS event FROM es_events ORDER BY global_position DESC LIMIT $1`, [Math.min(how, 20)])).rows.map((row) => row.event),
    /** Waits until nothing more is appended for a moment: what the last writes set off (a workflow, a notification) has landed. */
    async quiet() {
      let last = await count();
      for (let waited = 0, calm = 0; calm < 3 && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = await count();
        calm = now === last ? calm + 1 : 0;
        last = now;
      }
    },
    close: () => client.end(),
  };
}
