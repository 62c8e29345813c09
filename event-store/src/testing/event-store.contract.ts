import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedVersionError, comparePositions, type EventStore, type Position, type RecordedEvent } from '../port.js';
import { newEvent } from './new-event.js';
import { pause } from './wait.js';

export interface EventStoreUnderTest {
  readonly store: EventStore;
  /** Closes the store and whatever else makeStore opened. */
  readonly cleanup: () => Promise<void>;
}

/**
 * The behaviour every adapter owes the port. Tests share one store, so each writes to streams of its
 * own and reads $all only from positions it wrote; readers may see new events a moment late
 * (PostgreSQL waits for older transactions), hence the reads that wait (`expect.poll`).
 */
export function describeEventStoreContract(name: string, makeStore: () => Promise<EventStoreUnderTest>): void {
  describe(`${name} (event store contract)`, () => {
    let underTest: EventStoreUnderTest | undefined;
    const store = (): EventStore => {
      if (!underTest) throw new Error('makeStore has not finished');
      return underTest.store;
    };
    beforeAll(async () => {
      underTest = await makeStore();
    });
    afterAll(async () => {
      await underTest?.cleanup();
    });

    describe('expected revision', () => {
      it('no_stream starts a stream at revision 0', async () => {
        const stream = newStream();
        const result = await store().appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
        expect(result.nextExpectedRevision).toBe(0n);
        expect((await store().readStream(stream)).map((event) => event.revision)).toEqual([0n]);
      });

      it('no_stream conflicts with an existing stream', async () => {
        const stream = await streamWithEvents(store(), 2);
        const conflict = await appendError(store(), stream, 'no_stream');
        expect(conflict).toMatchObject({ stream, expected: 'no_stream', actual: 1n });
      });

      it('stream_exists appends to an existing stream', async () => {
        const stream = await streamWithEvents(store(), 1);
        const result = await store().appendToStream(stream, [newEvent()], { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('stream_exists conflicts with a missing stream', async () => {
        const stream = newStream();
        const conflict = await appendError(store(), stream, 'stream_exists');
        expect(conflict).toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });
        expect(await store().readStream(stream)).toEqual([]);
      });

      it('any appends to a missing and to an existing stream alike', async () => {
        const stream = newStream();
        expect((await store().appendToStream(stream, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store().appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2n);
      });

      it('an exact revision appends when it is the last revision of the stream', async () => {
        const stream = await streamWithEvents(store(), 2);
        const result = await store().appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 1n });
        expect(result.nextExpectedRevision).toBe(3n);
        expect((await store().readStream(stream)).map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n]);
      });

      it('a stale exact revision conflicts, reports the actual one and appends nothing', async () => {
        const stream = await streamWithEvents(store(), 3);
        const conflict = await appendError(store(), stream, 0n);
        expect(conflict).toMatchObject({ stream, expected: 0n, actual: 2n });
        expect(await store().readStream(stream)).toHaveLength(3);
      });

      it('an exact revision conflicts with a missing stream', async () => {
        const stream = newStream();
        const conflict = await appendError(store(), stream, 0n);
        expect(conflict).toMatchObject({ stream, expected: 0n, actual: 'no_stream' });
      });

      it('the conflict is the typed WrongExpectedVersionError', async () => {
        const stream = await streamWithEvents(store(), 1);
        const conflict = await appendError(store(), stream, 'no_stream');
        expect(conflict).toBeInstanceOf(WrongExpectedVersionError);
        expect(conflict).toBeInstanceOf(Error);
        expect(conflict.name).toBe('WrongExpectedVersionError');
        expect(conflict.message).toContain(stream);
      });
    });

    describe('concurrent writers of one stream', () => {
      it('let exactly one of the appends expecting the same revision through', async () => {
        const stream = await streamWithEvents(store(), 1);
        const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => store().appendToStream(stream, [newEvent()], { expectedRevision: 0n })));
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(await store().readStream(stream)).toHaveLength(2);
      });

      it('get consecutive revisions without gaps when expecting any', async () => {
        const stream = newStream();
        const results = await Promise.all(Array.from({ length: 8 }, () => store().appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 'any' })));
        expect(results.map((result) => result.nextExpectedRevision).sort((a, b) => Number(a - b))).toEqual([1n, 3n, 5n, 7n, 9n, 11n, 13n, 15n]);
        expect((await store().readStream(stream)).map((event) => event.revision)).toEqual(Array.from({ length: 16 }, (_, index) => BigInt(index)));
      });
    });

    describe('idempotency', () => {
      it('repeating an append with the same event ids stores nothing new and answers the same', async () => {
        const stream = newStream();
        const events = [newEvent(), newEvent()];
        const first = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        const repeat = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect(repeat).toEqual(first);
        expect((await store().readStream(stream)).map((event) => event.id)).toEqual(events.map((event) => event.id));
      });

      it('a repeat arriving after later appends is still a no-op', async () => {
        const stream = newStream();
        const events = [newEvent()];
        const first = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        await store().appendToStream(stream, [newEvent()], { expectedRevision: 0n });
        expect(await store().appendToStream(stream, events, { expectedRevision: 'no_stream' })).toEqual(first);
        expect(await store().readStream(stream)).toHaveLength(2);
      });

      it('an append mixing stored and new event ids is rejected', async () => {
        const stream = newStream();
        const [stored, later] = [newEvent(), newEvent()];
        await store().appendToStream(stream, [stored, later], { expectedRevision: 'no_stream' });
        await expect(store().appendToStream(stream, [later, newEvent()], { expectedRevision: 0n })).rejects.toThrow();
        expect(await store().readStream(stream)).toHaveLength(2);
      });
    });

    describe('readStream', () => {
      it('returns [] for a stream that does not exist', async () => {
        expect(await store().readStream(newStream())).toEqual([]);
      });

      it('returns the events as written, forwards, with revisions and positions', async () => {
        const stream = newStream();
        const events = [newEvent('WalletOpened', { paise: 0 }), newEvent('WalletCredited', { paise: 15_000, note: 'रुपये' })];
        const result = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        const read = await store().readStream(stream);
        expect(read).toMatchObject(events.map((event, index) => ({ ...event, streamName: stream, revision: BigInt(index) })));
        expect(read.at(-1)?.position).toEqual(result.position);
        expect(comparePositions(read[0]!.position, read[1]!.position)).toBeLessThan(0);
        for (const event of read) expect(new Date(event.recordedAt).toISOString()).toBe(event.recordedAt);
      });

      it('reads forwards from a revision, at most maxCount events', async () => {
        const stream = await streamWithEvents(store(), 5);
        const read = await store().readStream(stream, { fromRevision: 1n, maxCount: 3 });
        expect(read.map((event) => event.revision)).toEqual([1n, 2n, 3n]);
      });

      it('reads backwards from the end, or from a revision, at most maxCount events', async () => {
        const stream = await streamWithEvents(store(), 5);
        expect((await store().readStream(stream, { direction: 'backwards' })).map((event) => event.revision)).toEqual([4n, 3n, 2n, 1n, 0n]);
        const read = await store().readStream(stream, { direction: 'backwards', fromRevision: 3n, maxCount: 2 });
        expect(read.map((event) => event.revision)).toEqual([3n, 2n]);
      });
    });

    describe('readAll', () => {
      it('returns events strictly after a position, in global order, at most limit', async () => {
        const [first, ...rest] = await appendAcrossStreams(store());
        const expected = rest.map((event) => event.id);
        const readAfterFirst = () => store().readAll({ from: first!.position, limit: 100 });
        await expect.poll(async () => (await readAfterFirst()).length).toBeGreaterThanOrEqual(expected.length);
        const read = await readAfterFirst();
        expect(read.slice(0, expected.length).map((event) => event.id)).toEqual(expected);
        expect(isAscending(read.map((event) => event.position))).toBe(true);
        expect((await store().readAll({ from: first!.position, limit: 2 })).map((event) => event.id)).toEqual(expected.slice(0, 2));
      });

      it('starts from the very first event without a position', async () => {
        const [first] = await appendAcrossStreams(store());
        await expect.poll(() => store().readAll({ limit: 1 })).toHaveLength(1);
        const read = await store().readAll({ limit: 1 });
        expect(comparePositions(read[0]!.position, first!.position)).toBeLessThanOrEqual(0);
      });

      it('reports the head position and counts the events after a position', async () => {
        const written = await appendAcrossStreams(store());
        const last = written.at(-1)!;
        await expect.poll(() => store().headPosition()).toEqual(last.position);
        await expect.poll(() => store().countAfter(written[0]!.position)).toBe(written.length - 1);
        expect(await store().countAfter(last.position)).toBe(0);
      });

      it('gives appendToStream the position readAll reports for the last event appended', async () => {
        const stream = newStream();
        const before = await appendAcrossStreams(store());
        const result = await store().appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        const ofStream = async () => (await store().readAll({ from: before.at(-1)!.position, limit: 100 })).filter((event) => event.streamName === stream);
        await expect.poll(ofStream).toHaveLength(2);
        expect((await ofStream()).at(-1)?.position).toEqual(result.position);
      });
    });

    describe('subscribeToAll', () => {
      it('delivers the events after a position, then new ones as they come, in order', async () => {
        const [first, ...existing] = await appendAcrossStreams(store());
        const received = new EventCollector();
        const subscription = store().subscribeToAll({ from: first!.position }, received.handler, received.onError);
        try {
          await received.waitFor(existing.length);
          const stream = newStream();
          const later = [newEvent(), newEvent()];
          await store().appendToStream(stream, later, { expectedRevision: 'no_stream' });
          await received.waitFor(existing.length + later.length);
          expect(received.ids()).toEqual([...existing, ...later].map((event) => event.id));
          expect(received.errors).toEqual([]);
        } finally {
          await subscription.stop();
        }
      });

      it('runs one handler call at a time, and stop() waits for the running one', async () => {
        const [first] = await appendAcrossStreams(store());
        let running = 0;
        let overlapped = false;
        let handled = 0;
        let releaseHandler = (): void => undefined;
        const handlerBlocked = new Promise<void>((resolve) => {
          releaseHandler = resolve;
        });
        const errors: unknown[] = [];
        const subscription = store().subscribeToAll(
          { from: first!.position },
          async () => {
            overlapped ||= running > 0;
            running++;
            if (++handled === 2) await handlerBlocked;
            running--;
          },
          (error) => errors.push(error),
        );
        await expect.poll(() => handled).toBe(2);
        let stopped = false;
        const stopping = subscription.stop().then(() => {
          stopped = true;
        });
        await pause(100);
        expect(stopped).toBe(false);
        releaseHandler();
        await stopping;
        expect(running).toBe(0);
        expect(overlapped).toBe(false);
        expect(handled).toBe(2);
        expect(errors).toEqual([]);
      });

      it('reports a failing handler to onError and stops delivering', async () => {
        const [first] = await appendAcrossStreams(store());
        const failure = new Error('handler failed');
        const errors: unknown[] = [];
        let calls = 0;
        const subscription = store().subscribeToAll(
          { from: first!.position },
          () => {
            calls++;
            throw failure;
          },
          (error) => errors.push(error),
        );
        await expect.poll(() => errors.length).toBeGreaterThan(0);
        await pause(100);
        expect(errors).toEqual([failure]);
        expect(calls).toBe(1);
        await subscription.stop();
      });
    });
  });
}

/** Collects delivered events of the streams this suite writes; `waitFor` waits until enough arrived (or an error). */
class EventCollector {
  readonly events: RecordedEvent[] = [];
  readonly errors: unknown[] = [];
  readonly handler = (event: RecordedEvent): void => {
    if (event.streamName.startsWith(STREAM_CATEGORY)) this.events.push(event);
  };
  readonly onError = (error: unknown): void => {
    this.errors.push(error);
  };
  ids = (): string[] => this.events.map((event) => event.id);
  waitFor = (count: number): Promise<void> => expect.poll(() => this.events.length >= count || this.errors.length > 0).toBe(true);
}

const STREAM_CATEGORY = 'contract.test';
const newStream = (): string => `${STREAM_CATEGORY}-${randomUUID()}`;

async function streamWithEvents(store: EventStore, count: number): Promise<string> {
  const stream = newStream();
  await store.appendToStream(
    stream,
    Array.from({ length: count }, () => newEvent()),
    { expectedRevision: 'no_stream' },
  );
  return stream;
}

/** Five events over two streams, interleaved, each as it was recorded. */
async function appendAcrossStreams(store: EventStore): Promise<RecordedEvent[]> {
  const [a, b] = [newStream(), newStream()];
  await store.appendToStream(a, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
  await store.appendToStream(b, [newEvent()], { expectedRevision: 'no_stream' });
  await store.appendToStream(a, [newEvent()], { expectedRevision: 1n });
  await store.appendToStream(b, [newEvent()], { expectedRevision: 0n });
  const recorded = [...(await store.readStream(a)), ...(await store.readStream(b))];
  return recorded.sort((x, y) => comparePositions(x.position, y.position));
}

async function appendError(store: EventStore, stream: string, expectedRevision: 'no_stream' | 'stream_exists' | bigint): Promise<WrongExpectedVersionError> {
  const error: unknown = await store.appendToStream(stream, [newEvent()], { expectedRevision }).then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  return error as WrongExpectedVersionError;
}

const isAscending = (positions: Position[]): boolean => positions.every((position, index) => index === 0 || comparePositions(positions[index - 1]!, position) < 0);
