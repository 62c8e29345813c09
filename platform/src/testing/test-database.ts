import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Each integration test file works in a database of its own, created on the server that the
 * vitest global setup found (DATABASE_URL, else 127.0.0.1:5432, else embedded PostgreSQL),
 * and dropped when the file is done.
 */
export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * A database to copy (CREATE DATABASE … TEMPLATE): nobody may be connected to it meanwhile.
   * PostgreSQL 15's default strategy copies it block by block through the WAL; FILE_COPY would
   * force two checkpoints of the whole server instead.
   */
  readonly template?: string;
}

export async function createTestDatabase(adminUrl: string, label = 'test', { template }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `nk_${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase().slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withClient(adminUrl, (client) => dropOnceLeft(client, name)),
  };
}

/** How long a drop waits for the database's connections to close before it closes them itself. */
const CONNECTIONS_CLOSE_WITHIN_MS = 2_000;

/**
 * Drops the database once its connections have closed, forcing what is still open after a bound.
 * `pool.end()` resolves as soon as it has asked its clients to end, before their connections have
 * closed: dropped at once WITH (FORCE), such a connection hears "terminating connection due to
 * administrator command" while no query is on it, and its pool, having no error listener in a
 * test, throws it as an uncaught exception that fails the whole run.
 */
async function dropOnceLeft(client: pg.Client, name: string): Promise<void> {
  const until = Date.now() + CONNECTIONS_CLOSE_WITHIN_MS;
  const openConnections = async () => Number((await client.query<{ open: string }>('SELECT count(*) AS open FROM pg_stat_activity WHERE datname = $1', [name])).rows[0]!.open);
  while ((await openConnections()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Runs `work` on a connection of its own to `url`, closed after it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
