import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WrongExpectedVersionError, type AppendResult } from '../port.js';
import { PARTIALLY_STORED_SQLSTATE } from './es-append.sql.js';
import { newEvent } from '../testing/new-event.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Group commit: concurrent appends share transactions, yet each keeps its own outcome. */
describe('append batching (group commit)', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'event_store_batch');
    store = new PostgresEventStore(database.url, { appendBatching: { maxBatch: 16, maxInFlight: 1 } });
    await store.migrate();
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('commits concurrent appends together and answers each with its own revision and position', async () => {
    const streams = Array.from({ length: 40 }, () => `batch-${randomUUID()}`);
    const results = await Promise.all(streams.map((stream) => store.appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 'no_stream' })));
    expect(results.every((result) => result.nextExpectedRevision === 1n)).toBe(true);
    const transactions = new Set(results.map((result) => result.position.commit));
    expect(transactions.size).toBeLessThan(streams.length); // shared commits: the batching happened
    const positions = new Set(results.map((result) => `${result.position.commit}.${result.position.prepare}`));
    expect(positions.size).toBe(streams.length);
    for (const [index, stream] of streams.entries()) {
      const events = await store.readStream(stream);
      expect(events.map((event) => event.revision)).toEqual([0n, 1n]);
      expect(events.at(-1)!.position).toEqual(results[index]!.position);
    }
  });

  it('fails only the appends whose expected revision is wrong, and keeps order within a stream', async () => {
    const contested = `contested-${randomUUID()}`;
    const ordered = `ordered-${randomUUID()}`;
    const outcomes = await Promise.allSettled([
      store.appendToStream(`free-${randomUUID()}`, [newEvent()], { expectedRevision: 'no_stream' }),
      ...Array.from({ length: 5 }, () => store.appendToStream(contested, [newEvent()], { expectedRevision: 'no_stream' })),
      ...Array.from({ length: 5 }, (_, revision) => store.appendToStream(ordered, [newEvent('Step', { revision })], { expectedRevision: revision === 0 ? 'no_stream' : BigInt(revision - 1) })),
    ]);
    expect(outcomes[0]!.status).toBe('fulfilled');
    const contestedOutcomes = outcomes.slice(1, 6);
    expect(contestedOutcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of contestedOutcomes.filter((each) => each.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(((outcome as PromiseRejectedResult).reason as WrongExpectedVersionError).actual).toBe(0n);
    }
    expect(outcomes.slice(6).map((outcome) => (outcome as PromiseFulfilledResult<AppendResult>).value.nextExpectedRevision)).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect((await store.readStream(ordered)).map((event) => (event.data as { revision: number }).revision)).toEqual([0, 1, 2, 3, 4]);
  });

  it('fails only the append that mixes stored and new event ids, though it breaks its batch', async () => {
    const mixed = `mixed-${randomUUID()}`;
    const stored = newEvent();
    await store.appendToStream(mixed, [stored], { expectedRevision: 'no_stream' });
    const others = Array.from({ length: 6 }, () => `beside-${randomUUID()}`);
    const [culprit, ...outcomes] = await Promise.allSettled([
      store.appendToStream(mixed, [stored, newEvent()], { expectedRevision: 'any' }),
      ...others.map((stream) => store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })),
    ]);
    expect(culprit).toMatchObject({ status: 'rejected', reason: { code: PARTIALLY_STORED_SQLSTATE } });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(others.map(() => 'fulfilled'));
    for (const stream of others) expect(await store.readStream(stream)).toHaveLength(1);
    expect(await store.readStream(mixed)).toHaveLength(1);
  });

  it('writes the appends of one stream in the order they were made, with two batches in flight', async () => {
    const twoAtOnce = new PostgresEventStore(database.url, { appendBatching: { maxBatch: 4, maxInFlight: 2 } });
    try {
      const ordered = `ordered-${randomUUID()}`;
      const outcomes = await Promise.all([
        ...Array.from({ length: 12 }, (_, revision) =>
          twoAtOnce.appendToStream(ordered, [newEvent('Step', { revision })], { expectedRevision: revision === 0 ? 'no_stream' : BigInt(revision - 1) }),
        ),
        ...Array.from({ length: 12 }, () => twoAtOnce.appendToStream(`other-${randomUUID()}`, [newEvent()], { expectedRevision: 'no_stream' })),
      ]);
      expect(outcomes.slice(0, 12).map((outcome) => outcome.nextExpectedRevision)).toEqual(Array.from({ length: 12 }, (_, revision) => BigInt(revision)));
      expect((await twoAtOnce.readStream(ordered)).map((event) => (event.data as { revision: number }).revision)).toEqual(Array.from({ length: 12 }, (_, revision) => revision));
    } finally {
      await twoAtOnce.close();
    }
  });

  it('treats a repeat inside a batch as the no-op it is', async () => {
    const stream = `repeat-${randomUUID()}`;
    const events = [newEvent(), newEvent()];
    const [first, again, other] = await Promise.all([
      store.appendToStream(stream, events, { expectedRevision: 'no_stream' }),
      store.appendToStream(stream, events, { expectedRevision: 'no_stream' }),
      store.appendToStream(`other-${randomUUID()}`, [newEvent()], { expectedRevision: 'any' }),
    ]);
    expect(again).toEqual(first);
    expect(other.nextExpectedRevision).toBe(0n);
    expect(await store.readStream(stream)).toHaveLength(2);
  });
});
