import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createEventStore, PostgresEventStore, type EventStore, type NewEvent } from '@nakshatra/event-store';
import { untilCommittedReadable } from '@nakshatra/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { contentItemsProjection } from '../content/content-items.projection.js';
import { connectReadModels, type ReadModelConnection } from '../read-models/connect-read-models.js';
import { migrateReadModels } from '../read-models/migrate-read-models.js';
import { testimonialCreated, testimonialDeleted, testimonialUpdated } from '../testing/content-event-fixtures.js';
import type { ReadModelDatabase } from '../read-models/read-model-database.js';
import { CheckpointSkips } from './checkpoint-skips.js';
import { moveCheckpoints, readCheckpoint } from './checkpoints.js';
import { projectionStatus, resetProjection } from './projection-admin.js';
import { ProjectionRunner } from './projection-runner.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('projection runtime', () => {
  let db: TestDatabase;
  let store: EventStore;
  let readModels: ReadModelConnection;
  const runner = (batchSize = 100, caughtUpRefreshMs?: number) =>
    new ProjectionRunner({ store, db: readModels.db, databaseUrl: db.url, projection: contentItemsProjection, batchSize, pollIntervalMs: 10, standbyRetryMs: 50, caughtUpRefreshMs });
  const dumpReadModel = async () =>
    (await sql<Record<string, unknown>>`SELECT * FROM content_items ORDER BY id`.execute(readModels.db)).rows.map((row) => JSON.stringify(row));
  const stored = async () => Number((await sql<{ count: string }>`SELECT count(*) FROM es_events`.execute(readModels.db)).rows[0]!.count);
  const appendHistory = async (items: number) => {
    const ids = Array.from({ length: items }, () => randomUUID());
    for (const [index, id] of ids.entries()) {
      const events: NewEvent[] = [testimonialCreated(id, index)];
      if (index % 3 === 0) events.push(testimonialUpdated(id, { rating: 1, city: `City ${index}` }));
      if (index % 10 === 0) events.push(testimonialDeleted(id));
      await store.appendToStream(`content.testimonial-${id}`, events, { expectedRevision: 'no_stream' });
    }
    // Catching up before every event is readable would stop short (another test file's transaction).
    await untilCommittedReadable(store);
    return ids;
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'projections');
    store = await createEventStore({ databaseUrl: db.url });
    readModels = connectReadModels(db.url);
    await migrateReadModels(readModels.db);
  });
  afterAll(async () => {
    await readModels?.close();
    await store?.close();
    await db?.drop();
  });

  it('applies events in batches and moves the checkpoint with the read model', async () => {
    const [first] = await appendHistory(30);
    const projection = runner(7);
    expect(await projection.tryBecomeActive()).toBe(true);
    await projection.catchUp();
    await projection.stop();
    const checkpoint = await readCheckpoint(readModels.db, 'content_items');
    const all = await store.readAll({ limit: 1000 });
    expect(checkpoint?.position).toEqual(all.at(-1)!.position);
    expect(checkpoint?.eventsProcessed).toBe(all.length);
    const row = await readModels.db.selectFrom('content_items').selectAll().where('id', '=', first!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Testimonial 0', status: 'published', data: { author: 'Author 0', rating: 1, city: 'City 0' } });
    expect(row.deleted_at).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect((await projectionStatus(store, readModels.db, contentItemsProjection)).lagEvents).toBe(0);
  });

  it('moves past a batch of other read models’ events without touching its rows, unless its checkpoint moved meanwhile', async () => {
    const projection = runner(1000);
    onTestFinished(() => projection.stop());
    expect(await projection.tryBecomeActive()).toBe(true);
    await projection.catchUp();
    const before = await readCheckpoint(readModels.db, 'content_items');
    const rowsBefore = await dumpReadModel();
    const other = (n: number): NewEvent => ({ ...testimonialCreated(randomUUID(), n), type: 'NotAboutContent' });
    await store.appendToStream(`other-${randomUUID()}`, [other(1), other(2)], { expectedRevision: 'no_stream' });
    await untilCommittedReadable(store);
    expect(await projection.step()).toBe(2);
    const after = await readCheckpoint(readModels.db, 'content_items');
    expect(after?.eventsProcessed).toBe(before!.eventsProcessed + 2);
    expect(after?.position).toEqual((await store.readAll({ from: before!.position, limit: 10 })).at(-1)!.position);
    expect(await dumpReadModel()).toEqual(rowsBefore);

    // A move from where the checkpoint no longer is (another instance's batch, a rebuild's reset) changes nothing.
    const stale = { name: 'content_items', from: before!.position!, to: after!.position!, events: 2, lastRecordedAt: new Date().toISOString() };
    expect(await moveCheckpoints(readModels.db, [stale])).toEqual(new Set());
    expect(await readCheckpoint(readModels.db, 'content_items')).toEqual(after);
  });

  it('writes the moves that runners ask for together in one statement, each only from where its checkpoint is', async () => {
    const statements: string[] = [];
    // The test's pool, with every statement noted (the Kysely is not destroyed: the pool is the test's).
    const counted = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool: readModels.pool }), log: (event) => void statements.push(event.query.sql) });
    const at = (commit: number) => ({ commit: BigInt(commit), prepare: BigInt(commit) });
    await readModels.db
      .insertInto('projection_checkpoints')
      .values(['skips_a', 'skips_b', 'skips_c'].map((name) => ({ name, commit_position: '10', prepare_position: '10' })))
      .execute();
    const skips = new CheckpointSkips(counted);
    const move = (name: string, from: number) => skips.move({ name, from: at(from), to: at(20), events: 3, lastRecordedAt: '2026-11-28T10:00:00.000Z' });
    // skips_c is not at 9 (as after a reset, or another instance's batch): it stays where it is.
    expect(await Promise.all([move('skips_a', 10), move('skips_b', 10), move('skips_c', 9)])).toEqual([true, true, false]);
    expect(statements).toHaveLength(1);
    const checkpoints = await Promise.all(['skips_a', 'skips_b', 'skips_c'].map((name) => readCheckpoint(readModels.db, name)));
    expect(checkpoints.map((checkpoint) => [checkpoint?.position, checkpoint?.eventsProcessed])).toEqual([
      [at(20), 3],
      [at(20), 3],
      [at(10), 0],
    ]);
    expect(checkpoints[0]?.lastEventRecordedAt).toEqual(new Date('2026-11-28T10:00:00.000Z'));
  });

  it('remembers its checkpoint between batches, and starts again from where a rebuild’s reset put it', async () => {
    const projection = runner(1000, 0);
    onTestFinished(() => projection.stop());
    expect(await projection.tryBecomeActive()).toBe(true);
    await projection.catchUp();
    const rows = await dumpReadModel();
    expect(rows.length).toBeGreaterThan(0);
    // Caught up, and idle: it notices the reset at its next step, with nothing new in the store.
    await resetProjection(readModels.db, contentItemsProjection);
    expect(await projection.step()).toBeGreaterThan(0);
    await projection.catchUp();
    expect(await dumpReadModel()).toEqual(rows);

    // Again, with an event of its own appended after the reset: the batch read from where it left
    // the checkpoint is not applied, and the next step starts from the reset.
    await resetProjection(readModels.db, contentItemsProjection);
    const id = randomUUID();
    await store.appendToStream(`content.testimonial-${id}`, [testimonialCreated(id, 7)], { expectedRevision: 'no_stream' });
    await untilCommittedReadable(store);
    expect(await projection.step()).toBe(0);
    await projection.catchUp();
    const checkpoint = await readCheckpoint(readModels.db, 'content_items');
    expect(checkpoint?.eventsProcessed).toBe((await store.readAll({ limit: 100_000 })).length);
    expect(await dumpReadModel()).toHaveLength(rows.length + 1);
  });

  it('follows the store at its announcements of appends, not at a poll, and stops at once while it waits', async () => {
    // Poll and fallback poll ten minutes apart: only the announcement can bring the event in time.
    const announcing = new PostgresEventStore(db.url, { pollIntervalMs: 600_000, fallbackPollMs: 600_000 });
    const projection = new ProjectionRunner({ store: announcing, db: readModels.db, databaseUrl: db.url, projection: contentItemsProjection, pollIntervalMs: 600_000 });
    onTestFinished(() => announcing.close());
    projection.start();
    const head = await store.headPosition();
    await expect.poll(async () => (await readCheckpoint(readModels.db, 'content_items'))?.position).toEqual(head);

    const id = randomUUID();
    await store.appendToStream(`content.testimonial-${id}`, [testimonialCreated(id, 99)], { expectedRevision: 'no_stream' });
    await expect.poll(async () => (await readModels.db.selectFrom('content_items').select('title').where('id', '=', id).executeTakeFirst())?.title).toBe('Testimonial 99');
    await projection.stop();
  });

  it('lets one instance per projection be active; another takes over when it goes', async () => {
    const active = runner();
    const standby = runner();
    expect(await active.tryBecomeActive()).toBe(true);
    expect(await standby.tryBecomeActive()).toBe(false);
    expect((await projectionStatus(store, readModels.db, contentItemsProjection)).active).toBe(true);
    await active.stop();
    expect(await standby.tryBecomeActive()).toBe(true);
    await standby.stop();
  });

  it('rebuilds to the same read model from the first event', async () => {
    const before = await dumpReadModel();
    await resetProjection(readModels.db, contentItemsProjection);
    expect(await dumpReadModel()).toEqual([]);
    const projection = runner(13);
    await projection.tryBecomeActive();
    await projection.catchUp();
    await projection.stop();
    expect(await dumpReadModel()).toEqual(before);
  });

  it('resumes after kill -9 with a read model identical to a rebuild', { timeout: 120_000 }, async () => {
    await resetProjection(readModels.db, contentItemsProjection);
    await appendHistory(400);
    // Every event stored, read once the server's other transactions let all of them be seen (see appendHistory).
    const total = await stored();
    const readAll = () => store.readAll({ limit: 100_000 });
    await expect.poll(async () => (await readAll()).length, { timeout: 30_000 }).toBe(total);
    const history = await readAll();
    const start = () =>
      fork(`${root}projections/dist/main.js`, [], { env: { ...process.env, DATABASE_URL: db.url, PROJECTION_BATCH_SIZE: '20', LOG_LEVEL: 'silent', PORT: '0' }, stdio: 'ignore' });
    const applied = async () => (await readCheckpoint(readModels.db, 'content_items'))?.eventsProcessed ?? 0;

    const first: ChildProcess = start();
    await expect.poll(applied, { timeout: 20_000, interval: 5 }).toBeGreaterThan(total / 4);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await applied();
    expect(atKill).toBeLessThan(total);

    const second = start();
    try {
      await expect.poll(applied, { timeout: 30_000, interval: 20 }).toBe(total);
    } finally {
      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
    }
    const resumed = await dumpReadModel();

    await resetProjection(readModels.db, contentItemsProjection);
    const rebuild = runner(1000);
    await rebuild.tryBecomeActive();
    await rebuild.catchUp();
    await rebuild.stop();
    expect(resumed).toEqual(await dumpReadModel());
    expect(resumed.length).toBe(history.filter((event) => event.type === 'TestimonialCreated').length);
  });
});
