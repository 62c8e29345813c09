import pg from 'pg';

/**
 * How many watch each live session now (docs/live.md, "Real time"). Viewer presence is ephemeral,
 * never an event per join: each command-service instance counts the viewer sockets it holds and
 * reports its count per session every few seconds; a session's audience is the sum of the fresh
 * reports. The live sockets read it for the count they show, and the query service for `viewers`
 * on `/live`, so it lives where both reach it whatever else is configured: a table in the read
 * models' PostgreSQL database, like the session revocations.
 */
export interface LiveAudience {
  /** This instance's viewer count of each session it reports (0 when its last viewer left). */
  report(instanceId: string, counts: ReadonlyMap<string, number>, at: Date): Promise<void>;
  /** The audience of each session asked about (0 when nobody reported), from reports fresher than LIVE_AUDIENCE_FRESH_MS. */
  totals(sessionIds: readonly string[], at: Date): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/** A report older than this is an instance that stopped (a crash): its viewers are not counted. */
export const LIVE_AUDIENCE_FRESH_MS = 30_000;

/**
 * `session_id uuid, instance_id text, viewers int, updated_at timestamptz`, primary key (session_id,
 * instance_id): created by the read models' migration 0021 (projections), which runs before any
 * service serves. Until it exists a report fails, is logged, and is made again on the next beat.
 */
export const LIVE_AUDIENCE_TABLE = 'live_audience';

/** One instance, no database (unit tests): the reports in memory. */
export class MemoryLiveAudience implements LiveAudience {
  private readonly reports = new Map<string, Map<string, { viewers: number; at: number }>>();

  async report(instanceId: string, counts: ReadonlyMap<string, number>, at: Date): Promise<void> {
    for (const [sessionId, viewers] of counts) {
      const bySession = this.reports.get(sessionId) ?? new Map();
      bySession.set(instanceId, { viewers, at: at.getTime() });
      this.reports.set(sessionId, bySession);
    }
  }

  async totals(sessionIds: readonly string[], at: Date): Promise<Map<string, number>> {
    const totals = new Map<string, number>();
    for (const sessionId of sessionIds) {
      let sum = 0;
      for (const report of this.reports.get(sessionId)?.values() ?? []) if (at.getTime() - report.at <= LIVE_AUDIENCE_FRESH_MS) sum += report.viewers;
      totals.set(sessionId, sum);
    }
    return totals;
  }

  async close(): Promise<void> {}
}

/** The table, with a pool of one connection (a report every few seconds per instance). */
export class PostgresLiveAudience implements LiveAudience {
  private constructor(private readonly pool: pg.Pool) {}

  static connect(databaseUrl: string): PostgresLiveAudience {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, application_name: 'nakshatra-live-audience' });
    pool.on('error', () => undefined); // an idle connection the server closed is replaced on next use
    return new PostgresLiveAudience(pool);
  }

  async report(instanceId: string, counts: ReadonlyMap<string, number>, at: Date): Promise<void> {
    if (counts.size === 0) return;
    const sessionIds = [...counts.keys()];
    // Reports nobody refreshed for an hour (sessions long over, instances long gone) are cleared as it goes.
    await this.pool.query(
      `WITH stale AS (DELETE FROM ${LIVE_AUDIENCE_TABLE} WHERE updated_at < $4::timestamptz - interval '1 hour')
       INSERT INTO ${LIVE_AUDIENCE_TABLE} (session_id, instance_id, viewers, updated_at)
       SELECT session_id, $1, viewers, $4 FROM unnest($2::uuid[], $3::int[]) AS report(session_id, viewers)
       ON CONFLICT (session_id, instance_id) DO UPDATE SET viewers = EXCLUDED.viewers, updated_at = EXCLUDED.updated_at`,
      [instanceId, sessionIds, sessionIds.map((id) => counts.get(id)!), at],
    );
  }

  async totals(sessionIds: readonly string[], at: Date): Promise<Map<string, number>> {
    const totals = new Map(sessionIds.map((id) => [id, 0]));
    if (sessionIds.length === 0) return totals;
    const { rows } = await this.pool.query<{ session_id: string; viewers: string }>(
      `SELECT session_id, sum(viewers) AS viewers FROM ${LIVE_AUDIENCE_TABLE}
        WHERE session_id = ANY($1::uuid[]) AND updated_at > $2::timestamptz - ($3 || ' milliseconds')::interval GROUP BY session_id`,
      [sessionIds, at, String(LIVE_AUDIENCE_FRESH_MS)],
    );
    for (const row of rows) totals.set(row.session_id, Number(row.viewers));
    return totals;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
