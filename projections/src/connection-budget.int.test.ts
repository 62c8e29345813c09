import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createEventStore, type EventStore, type NewEvent } from '@nakshatra/event-store';
import { isReadyMessage } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allProjections } from './all-projections.js';
import { connectReadModels, type ReadModelConnection } from './read-models/connect-read-models.js';
import { migrateReadModels } from './read-models/migrate-read-models.js';
import { readProjectionFreshness } from './runtime/projection-freshness.js';
import { testimonialCreated, testimonialUpdated } from './testing/content-event-fixtures.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const names = allProjections.map((projection) => projection.name);

/**
 * A projector's PostgreSQL connections stay within 5 whatever the number of projections: one holds
 * every advisory lock, the projections share a pool of 4 with the event store. Counted in
 * pg_stat_activity by application_name while all projections work through a backlog at once.
 * A stand-by projector takes every projection over when the active one is killed.
 */
describe('projector connection budget', () => {
  let db: TestDatabase;
  let store: EventStore;
  let readModels: ReadModelConnection;
  let monitor: pg.Client;
  const projectors: ChildProcess[] = [];

  const startProjector = async (): Promise<{ process: ChildProcess; healthPort: number }> => {
    const child = fork(main, [], { env: { ...process.env, DATABASE_URL: db.url, PROJECTION_BATCH_SIZE: '50', LOG_LEVEL: 'silent', PORT: '0' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    projectors.push(child);
    const healthPort = await new Promise<number>((resolve, reject) => {
      child.on('message', (message) => isReadyMessage(message) && resolve(message.port));
      child.once('exit', (code) => reject(new Error(`the projector exited with code ${code}`)));
    });
    return { process: child, healthPort };
  };
  const connections = async () => {
    const { rows } = await monitor.query<{ application_name: string; count: string }>(
      `SELECT application_name, count(*) FROM pg_stat_activity WHERE datname = $1 AND application_name LIKE 'nakshatra-projections%' GROUP BY application_name`,
      [db.name],
    );
    return Object.fromEntries(rows.map((row) => [row.application_name, Number(row.count)]));
  };
  const appendTestimonials = async (count: number) => {
    for (let index = 0; index < count; index += 1) {
      const id = randomUUID();
      const events: NewEvent[] = [testimonialCreated(id, index), testimonialUpdated(id, { rating: 1 })];
      await store.appendToStream(`content.testimonial-${id}`, events, { expectedRevision: 'no_stream' });
    }
  };
  /** Whether every projection has applied every event in the store (counted in its table: readAll may lag behind another test's long transaction). */
  const allCaughtUp = async () => {
    const total = Number((await sql<{ count: string }>`SELECT count(*) FROM es_events`.execute(readModels.db)).rows[0]!.count);
    const freshness = await readProjectionFreshness(readModels.db, names);
    return freshness.every((projection) => projection.active && projection.eventsApplied === total);
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'connection_budget');
    store = await createEventStore({ databaseUrl: db.url, maxConnections: 2 });
    readModels = connectReadModels(db.url, { max: 2, applicationName: 'connection-budget-test' });
    await migrateReadModels(readModels.db);
    monitor = new pg.Client({ connectionString: inject('databaseAdminUrl'), application_name: 'connection-budget-monitor' });
    await monitor.connect();
  });
  afterAll(async () => {
    for (const child of projectors) child.kill('SIGKILL');
    await monitor?.end();
    await readModels?.close();
    await store?.close();
    await db?.drop();
  });

  it(`holds at most 6 connections while all ${names.length} projections catch up`, { timeout: 120_000 }, async () => {
    await appendTestimonials(400);
    await startProjector();
    let most = 0;
    let locks = 0;
    // Each look at whether they have caught up samples the projector's connections first.
    const sampledCaughtUp = async () => {
      const counts = await connections();
      most = Math.max(most, Object.values(counts).reduce((sum, count) => sum + count, 0));
      locks = Math.max(locks, counts['nakshatra-projections-locks'] ?? 0);
      return allCaughtUp();
    };
    await expect.poll(sampledCaughtUp, { timeout: 90_000, interval: 20, message: 'catching up' }).toBe(true);
    expect(locks).toBe(1);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(6);
  });

  it('hands every projection to a stand-by when the active projector dies', { timeout: 120_000 }, async () => {
    const active = projectors[0]!;
    const standby = await startProjector();
    const activeHere = async () => ((await (await fetch(`http://127.0.0.1:${standby.healthPort}/health`)).json()) as { active: string[] }).active;
    expect(await activeHere()).toEqual([]);

    active.kill('SIGKILL');
    await new Promise((resolve) => active.once('exit', resolve));
    await appendTestimonials(20);
    await expect.poll(allCaughtUp, { timeout: 60_000, interval: 100 }).toBe(true);
    expect((await activeHere()).sort()).toEqual([...names].sort());
    expect((await connections())['nakshatra-projections-locks']).toBe(1);
  });
});
