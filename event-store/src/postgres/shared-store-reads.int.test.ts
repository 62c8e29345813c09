import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReadAllOptions, RecordedEvent } from '../port.js';
import { SharedStoreReads } from '../shared-store-reads.js';
import { untilCommittedReadable } from '../testing/committed-head.js';
import { newEvent } from '../testing/new-event.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** The PostgreSQL store, counting the reads that reach it. */
class CountingStore extends PostgresEventStore {
  reads = 0;

  override readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    this.reads += 1;
    return super.readAll(options);
  }
}

describe('SharedStoreReads', () => {
  let database: TestDatabase;
  let store: CountingStore;
  const append = async () => {
    await store.appendToStream(`shared-${randomUUID()}`, [newEvent()], { expectedRevision: 'no_stream' });
    await untilCommittedReadable(store);
  };

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'shared_reads');
    store = new CountingStore(database.url);
    await store.migrate();
    for (let index = 0; index < 3; index += 1) await append();
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('makes one read of the store for the same batch asked for by many at once, and hands each the same events', async () => {
    const shared = new SharedStoreReads(store);
    const before = store.reads;
    const answers = await Promise.all(Array.from({ length: 27 }, () => shared.readAll(undefined, 100)));
    expect(store.reads - before).toBe(1);
    expect(answers[0]).toHaveLength(3);
    for (const answer of answers) expect(answer).toBe(answers[0]);
  });

  it('reads separately for another position or another limit', async () => {
    const shared = new SharedStoreReads(store);
    const [first] = await shared.readAll(undefined, 1);
    const before = store.reads;
    const [fromStart, fromFirst, fewer] = await Promise.all([shared.readAll(undefined, 100), shared.readAll(first!.position, 100), shared.readAll(undefined, 2)]);
    expect(store.reads - before).toBe(3);
    expect([fromStart!.length, fromFirst!.length, fewer!.length]).toEqual([3, 2, 2]);
  });

  it('reads again once a shared read has ended, so what was appended since is found', async () => {
    const shared = new SharedStoreReads(store);
    const seen = (await shared.readAll(undefined, 100)).length;
    await append();
    const before = store.reads;
    expect(await shared.readAll(undefined, 100)).toHaveLength(seen + 1);
    expect(store.reads - before).toBe(1);
  });

  it('hands a failed read to everyone who joined it, and keeps nothing of it', async () => {
    const closed = new CountingStore(database.url);
    await closed.close();
    const shared = new SharedStoreReads(closed);
    const results = await Promise.allSettled([shared.readAll(undefined, 10), shared.readAll(undefined, 10)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(closed.reads).toBe(1);
    await expect(shared.readAll(undefined, 10)).rejects.toThrow();
    expect(closed.reads).toBe(2);
  });
});
