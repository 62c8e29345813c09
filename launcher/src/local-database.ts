import path from 'node:path';
import { startEmbeddedPostgres, type Logger } from '@nakshatra/platform';
import pg from 'pg';

export interface LocalDatabase {
  readonly url: string;
  readonly embedded: boolean;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'nakshatra';

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under .data/, so a fresh
 * clone runs with no configuration and no installed database. Creates the product's database.
 */
export async function localDatabase(dataDir: string, logger: Logger): Promise<LocalDatabase> {
  const configured = process.env.DATABASE_URL;
  if (configured) return { url: configured, embedded: false, stop: async () => undefined };
  logger.info('DATABASE_URL is unset: starting embedded PostgreSQL under .data/ (first start initialises it)');
  const server = await startEmbeddedPostgres(path.resolve(dataDir), logger);
  await createDatabaseIfMissing(server.url, DATABASE_NAME);
  const url = new URL(server.url);
  url.pathname = `/${DATABASE_NAME}`;
  return { url: url.toString(), embedded: true, stop: () => server.stop() };
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
