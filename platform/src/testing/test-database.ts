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
    drop: () => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
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
