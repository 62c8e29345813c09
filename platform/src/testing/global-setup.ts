import type {} from 'vitest';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../database/embedded-postgres.js';
import { LOCAL_POSTGRES_URL, postgresAnswers } from '../database/locate-postgres.js';

/**
 * Finds the PostgreSQL and Redis servers integration tests use: DATABASE_URL / REDIS_URL,
 * else the machine's own servers on 127.0.0.1, else (PostgreSQL only) an embedded server.
 * Test files read them with inject('databaseAdminUrl') / inject('redisUrl').
 */
let embedded: EmbeddedPostgresHandle | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Some tests run built entry points as child processes (a projection killed with -9, the
  // operator commands, the launched stack): build them once, up front (a no-op when up to date).
  // A type error still emits JavaScript; `npm test` has failed on it in `npm run check` already,
  // so here it only warns, and a test run of one package works while another is mid-change.
  try {
    execFileSync('scripts/tsc', ['-b'], { cwd: path.resolve(import.meta.dirname, '../../..'), stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    console.warn('[test setup] `tsc -b` reported type errors (run `npm run check`); the tests run on what it emitted');
  }
  let databaseAdminUrl = process.env.DATABASE_URL;
  if (!databaseAdminUrl) {
    if (await postgresAnswers(LOCAL_POSTGRES_URL)) {
      databaseAdminUrl = LOCAL_POSTGRES_URL;
    } else {
      console.warn('[test setup] no DATABASE_URL and nothing on 127.0.0.1:5432: starting embedded PostgreSQL');
      embedded = await startEmbeddedPostgres(path.resolve('.data/test'));
      databaseAdminUrl = embedded.url;
    }
  }
  project.provide('databaseAdminUrl', databaseAdminUrl);
  project.provide('redisUrl', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  return async () => {
    await embedded?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    redisUrl: string;
  }
}
