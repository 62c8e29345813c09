import path from 'node:path';
import { LOCAL_POSTGRES_URL, postgresAnswers, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';

/** A fresh database on DATABASE_URL's server, else the machine's own, else an embedded one. */
export async function benchDatabase(): Promise<{ database: TestDatabase; server: string; stop(): Promise<void> }> {
  let embedded: EmbeddedPostgresHandle | undefined;
  let adminUrl = process.env.DATABASE_URL;
  let server = 'DATABASE_URL';
  if (!adminUrl && (await postgresAnswers(LOCAL_POSTGRES_URL))) {
    adminUrl = LOCAL_POSTGRES_URL;
    server = 'PostgreSQL on 127.0.0.1:5432';
  }
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(path.resolve('.data/bench'));
    adminUrl = embedded.url;
    server = 'embedded PostgreSQL';
  }
  const database = await createTestDatabase(adminUrl, 'bench');
  return {
    database,
    server,
    async stop() {
      await database.drop();
      await embedded?.stop();
    },
  };
}
