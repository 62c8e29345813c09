import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventStoreUnavailableError, comparePositions, formatPosition, parsePosition, type RecordedEvent } from '../port.js';
import { untilCommittedReadable } from '../testing/committed-head.js';
import { newEvent } from '../testing/new-event.js';
import { pause } from '../testing/wait.js';
import { appendEvents } from './append-events.js';
import { PARTIALLY_STORED_SQLSTATE } from './es-append.sql.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** What only PostgreSQL has to get right: transactions, the schema, its integer types. */
describe('PostgresEventStore (beyond the shared contract)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'event_store_pg');
    pool = new pg.Pool({ connectionString: database.url });
    store = new PostgresEventStore(pool, { pollIntervalMs: 5 });
    await store.migrate();
  });

  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await database?.drop();
  });

  /**
   * Where a subscription starts so that it sees only what the test appends next. The visible head
   * alone is not it: an earlier test's append stays unreadable while another file's transaction on
   * the server is open, and would then reach the new subscription (docs/event-store.md).
   */
  const headOnceAllReadable = async () => {
    await untilCommittedReadable(store);
    return store.headPosition();
  };

  it('migrates an empty database, concurrently and repeatedly, to an empty store', async () => {
    const empty = await createTestDatabase(inject('databaseAdminUrl'), 'event_store_migrate');
    const stores = [1, 2, 3].map(() => new PostgresEventStore(empty.url));
    try {
      await Promise.all(stores.map((each) => each.migrate()));
      await stores[0]!.migrate();
      expect(await stores[0]!.headPosition()).toBeUndefined();
      expect(await stores[0]!.countAfter(undefined)).toBe(0);
      expect(await stores[0]!.readAll({ limit: 10 })).toEqual([]);
    } finally {
      await Promise.all(stores.map((each) => each.close()));
      await empty.drop();
    }
  });

  it('delivers two transactions that commit in reverse order, skipping neither', async () => {
    const received: RecordedEvent[] = [];
    const errors: unknown[] = [];
    const subscription = store.subscribeToAll({ from: await headOnceAllReadable() }, (event) => void received.push(event), (error) => void errors.push(error));
    const [early, late] = [newEvent(), newEvent()];
    const earlyTransaction = await pool.connect();
    try {
      await earlyTransaction.query('BEGIN');
      const earlyResult = await appendEvents(earlyTransaction, `reverse-${randomUUID()}`, [early], 'no_stream');
      const lateResult = await store.appendToStream(`reverse-${randomUUID()}`, [late], { expectedRevision: 'no_stream' });
      expect(comparePositions(earlyResult.position, lateResult.position)).toBeLessThan(0);

      // The late transaction has committed, but delivering it now would move the subscriber past the early one.
      await pause(200);
      expect(received).toEqual([]);

      await earlyTransaction.query('COMMIT');
      await expect.poll(() => received.length).toBeGreaterThanOrEqual(2);
      expect(received.map((event) => event.id)).toEqual([early.id, late.id]);
      expect(errors).toEqual([]);
    } finally {
      earlyTransaction.release();
      await subscription.stop();
    }
  });

  it('treats a repeat as a no-op when its expected revision still matches, as with any', async () => {
    const stream = `repeat-${randomUUID()}`;
    const events = [newEvent(), newEvent()];
    const first = await store.appendToStream(stream, events, { expectedRevision: 'any' });
    expect(await store.appendToStream(stream, events, { expectedRevision: 'any' })).toEqual(first);
    const next = await store.appendToStream(stream, [newEvent()], { expectedRevision: first.nextExpectedRevision });
    expect(next.nextExpectedRevision).toBe(2n);
  });

  it('answers a retry racing its original like the original', async () => {
    const stream = `race-${randomUUID()}`;
    const events = [newEvent(), newEvent()];
    const [original, retry] = await Promise.all([0, 1].map(() => store.appendToStream(stream, events, { expectedRevision: 'no_stream' })));
    expect(retry).toEqual(original);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('names the stream when an append mixes stored and new event ids, whether or not its revision matches', async () => {
    const stream = `mixed-${randomUUID()}`;
    const stored = newEvent();
    await store.appendToStream(stream, [stored], { expectedRevision: 'no_stream' });
    for (const expectedRevision of ['any', 'no_stream'] as const) {
      await expect(store.appendToStream(stream, [stored, newEvent()], { expectedRevision })).rejects.toMatchObject({
        code: PARTIALLY_STORED_SQLSTATE,
        message: expect.stringContaining(stream),
      });
    }
    await expect(store.appendToStream(`other-${randomUUID()}`, [stored], { expectedRevision: 'any' })).rejects.toMatchObject({ code: PARTIALLY_STORED_SQLSTATE });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('keeps positions beyond 2^53 exact', async () => {
    const beyondDoubles = 2n ** 53n + 1n;
    await pool.query(`ALTER SEQUENCE es_events_global_position_seq RESTART WITH ${beyondDoubles}`);
    const result = await store.appendToStream(`precision-${randomUUID()}`, [newEvent()], { expectedRevision: 'no_stream' });
    expect(result.position.prepare).toBe(beyondDoubles);
    expect(parsePosition(formatPosition(result.position))).toEqual(result.position);
    // readAll shows an event once every older transaction on the server has ended; another test
    // file's transaction may still be open.
    const readBack = async () => (await store.readAll({ from: { commit: result.position.commit, prepare: beyondDoubles - 1n }, limit: 1 }))[0]?.position;
    await expect.poll(readBack).toEqual(result.position);
  });

  it('stops its subscriptions on close() but leaves a pool it was given open', async () => {
    const borrower = new PostgresEventStore(pool, { pollIntervalMs: 5 });
    const received: RecordedEvent[] = [];
    borrower.subscribeToAll({ from: await headOnceAllReadable() }, (event) => void received.push(event));
    await borrower.close();
    await store.appendToStream(`after-close-${randomUUID()}`, [newEvent()], { expectedRevision: 'no_stream' });
    await pause(100);
    expect(received).toEqual([]);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('rejects ping() with EventStoreUnavailableError when the server cannot be reached', async () => {
    const unreachable = new PostgresEventStore('postgres://127.0.0.1:1/nowhere');
    try {
      await expect(unreachable.ping()).rejects.toThrow(EventStoreUnavailableError);
      await expect(unreachable.ping()).rejects.toThrow(/PostgreSQL event store unreachable: .*ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });

  describe('wake-ups: appends announced with NOTIFY', () => {
    /** Longer than expect.poll waits: what arrives in time came through an announcement, not a poll. */
    const NEVER_MS = 600_000;

    it('delivers an append at once to a subscription whose polls are far apart', async () => {
      const listener = new PostgresEventStore(database.url, { applicationName: 'wake-test', pollIntervalMs: NEVER_MS, fallbackPollMs: NEVER_MS });
      const received: RecordedEvent[] = [];
      try {
        listener.subscribeToAll({ from: await headOnceAllReadable() }, (event) => void received.push(event));
        await expect.poll(listening).toBe(1);
        const appended = newEvent();
        await store.appendToStream(`announced-${randomUUID()}`, [appended], { expectedRevision: 'no_stream' });
        await expect.poll(() => received.map((event) => event.id)).toEqual([appended.id]);
      } finally {
        await listener.close();
      }
    });

    it('announces an append made inside a transaction of the caller, when that commits', async () => {
      const listener = new PostgresEventStore(database.url, { applicationName: 'wake-test', pollIntervalMs: NEVER_MS, fallbackPollMs: NEVER_MS });
      const received: RecordedEvent[] = [];
      const transaction = await pool.connect();
      try {
        listener.subscribeToAll({ from: await headOnceAllReadable() }, (event) => void received.push(event));
        await expect.poll(listening).toBe(1);
        await transaction.query('BEGIN');
        const committed = newEvent();
        await appendEvents(transaction, `committed-${randomUUID()}`, [committed], 'no_stream');
        await transaction.query('COMMIT');
        await expect.poll(() => received.map((event) => event.id)).toEqual([committed.id]);
      } finally {
        transaction.release();
        await listener.close();
      }
    });

    it('still delivers an event nobody announced, on the fallback poll', async () => {
      const listener = new PostgresEventStore(database.url, { applicationName: 'wake-test', pollIntervalMs: NEVER_MS, fallbackPollMs: 50 });
      const received: RecordedEvent[] = [];
      try {
        listener.subscribeToAll({ from: await headOnceAllReadable() }, (event) => void received.push(event));
        await expect.poll(listening).toBe(1);
        // Written past es_append_batch, which is what announces.
        const unannounced = newEvent();
        await pool.query('INSERT INTO es_events (stream_name, stream_revision, event_id, event_type, data, metadata) VALUES ($1, 0, $2, $3, $4, $5)', [
          `unannounced-${randomUUID()}`,
          unannounced.id,
          unannounced.type,
          unannounced.data,
          unannounced.metadata,
        ]);
        await expect.poll(() => received.map((event) => event.id)).toEqual([unannounced.id]);
      } finally {
        await listener.close();
      }
    });

    it('listens again after its connection is lost, and reads what was appended meanwhile', async () => {
      const listener = new PostgresEventStore(database.url, { applicationName: 'wake-test', pollIntervalMs: NEVER_MS, fallbackPollMs: NEVER_MS });
      const received: RecordedEvent[] = [];
      try {
        listener.subscribeToAll({ from: await headOnceAllReadable() }, (event) => void received.push(event));
        await expect.poll(listening).toBe(1);
        await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'wake-test-listener'`);
        const appended = newEvent();
        await store.appendToStream(`while-deaf-${randomUUID()}`, [appended], { expectedRevision: 'no_stream' });
        await expect.poll(() => received.map((event) => event.id)).toEqual([appended.id]);
        await expect.poll(listening).toBe(1);
      } finally {
        await listener.close();
      }
    });

    /** The test store's LISTEN connections (its last statement was the LISTEN). */
    const listening = async () =>
      Number(
        (await pool.query<{ count: string }>(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'wake-test-listener' AND query = 'LISTEN es_appended'`)).rows[0]!
          .count,
      );
  });
});
