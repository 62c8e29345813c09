import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from './stack.js';
import { writeThenRead } from './testing/write-and-read.js';

/**
 * The failure: two stacks on one PostgreSQL server of 100 connections ran it out, and every
 * read answered 500. Here on a server of their own with `max_connections=100` (so no other test's
 * connections count, and the limit is the one the issue met), both stacks serve concurrent writes
 * and reads while every connection is counted by application_name: each service keeps within its
 * documented pool (docs/operations.md, "Connections"), both stacks together well under 100.
 */
describe('two stacks on a PostgreSQL server of 100 connections', () => {
  /** Each service's documented most; a name not listed here is a pool nobody accounted for. */
  const BUDGET: Record<string, number> = {
    'nakshatra-command-service': 10,
    'nakshatra-command-service-listener': 1,
    'nakshatra-session-revocations': 2,
    'nakshatra-query-service': 10,
    'nakshatra-query-service-listener': 1,
    'nakshatra-projections': 4,
    'nakshatra-projections-locks': 1,
    'nakshatra-projections-listener': 1,
  };
  const perStack = Object.values(BUDGET).reduce((sum, most) => sum + most, 0);
  let dataRoot: string;
  let server: EmbeddedPostgresHandle;
  let databases: TestDatabase[] = [];
  let stacks: RunningStack[] = [];
  let monitor: pg.Client;

  beforeAll(async () => {
    dataRoot = await mkdtemp(path.join(tmpdir(), 'nk-two-stacks-'));
    server = await startEmbeddedPostgres(dataRoot, undefined, { postgresFlags: ['-c', 'max_connections=100'] });
    databases = await Promise.all(['stack_a', 'stack_b'].map((label) => createTestDatabase(server.url, label)));
    stacks = await Promise.all(databases.map((database) => startStack({ databaseUrl: database.url, logLevel: 'silent', env: { PLACES_PRELOAD: 'false' } })));
    monitor = new pg.Client({ connectionString: server.url, application_name: 'two-stacks-monitor' });
    await monitor.connect();
  }, 240_000);
  afterAll(async () => {
    await monitor?.end();
    await Promise.all(stacks.map((stack) => stack.stop()));
    for (const database of databases) await database.drop();
    await server?.stop();
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  }, 120_000);

  it('serves both under load, each service within its pool', { timeout: 240_000 }, async () => {
    expect((await monitor.query<{ max_connections: string }>('SHOW max_connections')).rows[0]?.max_connections).toBe('100');
    const most: Record<string, number> = {};
    let mostInAll = 0;
    let loading = true;
    const sampling = (async () => {
      while (loading) {
        // Per database (one per stack) and application_name: one service's connections in one stack.
        const { rows } = await monitor.query<{ application_name: string; count: string }>(
          `SELECT application_name, count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() GROUP BY datname, application_name`,
        );
        let all = 0;
        for (const row of rows) {
          most[row.application_name] = Math.max(most[row.application_name] ?? 0, Number(row.count));
          all += Number(row.count);
        }
        mostInAll = Math.max(mostInAll, all);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    // Rounds of concurrent writes, each read back with its position (past the cache), on both stacks at once.
    const results: boolean[] = [];
    for (let round = 0; round < 5; round += 1) {
      const calls = stacks.flatMap((stack) => Array.from({ length: 25 }, (_, n) => writeThenRead(stack, `round ${round} call ${n}`)));
      results.push(...(await Promise.all(calls)));
    }
    loading = false;
    await sampling;

    expect(results.filter((worked) => !worked)).toEqual([]);
    for (const [name, count] of Object.entries(most)) expect({ name, count }).toEqual({ name, count: Math.min(count, BUDGET[name] ?? 0) });
    expect(mostInAll).toBeLessThanOrEqual(2 * perStack);
    expect(2 * perStack).toBeLessThan(70);
  });
});
