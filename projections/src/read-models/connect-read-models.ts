import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ReadModelDatabase } from './read-model-database.js';

// int8 (bigint) columns come back as strings; positions are converted to BigInt where they are used.
export interface ReadModelConnection {
  readonly db: Kysely<ReadModelDatabase>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

export interface ReadModelPoolOptions {
  /** Connections the pool may open (default 10); each service documents its own (docs/operations.md, "Connections"). */
  readonly max?: number;
  /** Names the connections in pg_stat_activity, so each service's share can be counted. */
  readonly applicationName?: string;
}

export function connectReadModels(databaseUrl: string, options: ReadModelPoolOptions = {}): ReadModelConnection {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10, application_name: options.applicationName ?? 'nakshatra' });
  // An idle connection the server closed (restart, shutdown) is replaced on next use; it must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}
