import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ReadModelDatabase } from './read-model-database.js';

// int8 (bigint) columns come back as strings; positions are converted to BigInt where they are used.
export interface ReadModelConnection {
  readonly db: Kysely<ReadModelDatabase>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

export function connectReadModels(databaseUrl: string, options: { max?: number } = {}): ReadModelConnection {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // An idle connection the server closed (restart, shutdown) is replaced on next use; it must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}
