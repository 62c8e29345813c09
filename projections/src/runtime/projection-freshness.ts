import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-models/read-model-database.js';
import { projectionLockKey } from './advisory-lock.js';

/** How current a projection's read model is, as the health check reports it (docs/operations.md, "Health"). */
export interface ProjectionFreshness {
  readonly name: string;
  /** Whether some process holds the projection's advisory lock, i.e. a projector is working on it. */
  readonly active: boolean;
  /**
   * How far behind the store it may be: the time since it was last known to have applied
   * everything — the later of the moment its runner last found nothing newer in the store and
   * the recording time of the last event it applied. Null when it has never caught up.
   */
  readonly lagMs: number | null;
  readonly caughtUpAt: string | null;
  readonly eventsApplied: number;
}

/**
 * Read from PostgreSQL alone (checkpoints and pg_locks), so whoever reports health needs neither
 * the event store nor the projector: a stopped, hung or paused projector shows as a growing lag.
 * Advisory locks are per database; pg_locks lists every database's, hence the filter.
 */
export async function readProjectionFreshness(db: Kysely<ReadModelDatabase>, names: readonly string[]): Promise<ProjectionFreshness[]> {
  const { rows } = await sql<{ name: string; active: boolean; lag_ms: number | null; caught_up_at: Date | null; events_processed: string | null }>`
    SELECT wanted.name,
           EXISTS (
             SELECT 1 FROM pg_locks
              WHERE locktype = 'advisory' AND objsubid = 1 AND granted
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                AND ((classid::bigint << 32) | objid::bigint) = hashtext(wanted.lock_key)::bigint
           ) AS active,
           (extract(epoch FROM now() - greatest(checkpoint.caught_up_at, checkpoint.last_event_recorded_at)) * 1000)::float8 AS lag_ms,
           checkpoint.caught_up_at,
           checkpoint.events_processed
      FROM unnest(${[...names]}::text[], ${names.map(projectionLockKey)}::text[]) AS wanted(name, lock_key)
      LEFT JOIN projection_checkpoints AS checkpoint ON checkpoint.name = wanted.name
     ORDER BY wanted.name`.execute(db);
  return rows.map((row) => ({
    name: row.name,
    active: row.active,
    lagMs: row.lag_ms === null ? null : Math.max(0, Math.round(row.lag_ms)),
    caughtUpAt: row.caught_up_at?.toISOString() ?? null,
    eventsApplied: Number(row.events_processed ?? 0),
  }));
}
