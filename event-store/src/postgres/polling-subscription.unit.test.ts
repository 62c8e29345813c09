import { describe, expect, it } from 'vitest';
import { comparePositions, type Position, type RecordedEvent } from '../port.js';
import { newEvent } from '../testing/new-event.js';
import { pause } from '../testing/wait.js';
import { FakeWakeUps } from '../testing/fake-wake-ups.js';
import { startPollingSubscription, type PollingSubscriptionOptions } from './polling-subscription.js';

/** An in-memory $all for the poller to read, recording each read it is asked for. */
class FakeLog {
  readonly events: RecordedEvent[] = [];
  /** Events beyond this many are committed but not visible yet (an older transaction still runs on the server). */
  visible = Number.POSITIVE_INFINITY;
  readonly reads: { from: Position | undefined; limit: number }[] = [];
  add(count: number): RecordedEvent[] {
    const added = Array.from({ length: count }, (_, index) => {
      const prepare = BigInt(this.events.length + index + 1);
      return { ...newEvent(), streamName: 's', revision: prepare - 1n, position: { commit: 1n, prepare }, recordedAt: new Date().toISOString() };
    });
    this.events.push(...added);
    return added;
  }
  readBatch = async (from: Position | undefined, limit: number): Promise<RecordedEvent[]> => {
    this.reads.push({ from, limit });
    return this.events
      .slice(0, this.visible)
      .filter((event) => !from || comparePositions(event.position, from) > 0)
      .slice(0, limit);
  };
}

/** Longer than any expect.poll waits: a delivery seen within it was not the poll's doing. */
const NEVER_MS = 600_000;

const options = (log: FakeLog, overrides: Partial<PollingSubscriptionOptions>): PollingSubscriptionOptions => ({
  from: undefined,
  readBatch: log.readBatch,
  batchSize: 2,
  pollIntervalMs: 10,
  handler: () => undefined,
  onError: () => undefined,
  ...overrides,
});

describe('startPollingSubscription', () => {
  it('delivers everything after `from` in order, then what arrives later', async () => {
    const log = new FakeLog();
    const [first, ...rest] = log.add(3);
    const received: RecordedEvent[] = [];
    const subscription = startPollingSubscription(options(log, { from: first!.position, handler: (event) => void received.push(event) }));
    await expect.poll(() => received.length).toBe(2);
    const later = log.add(2);
    await expect.poll(() => received.length).toBe(4);
    await subscription.stop();
    expect(received).toEqual([...rest, ...later]);
  });

  it('reads again at once after a full batch and waits after a short one', async () => {
    const log = new FakeLog();
    log.add(5);
    const subscription = startPollingSubscription(options(log, { pollIntervalMs: 60_000 }));
    await expect.poll(() => log.reads.length).toBe(3);
    await pause(50);
    // Batches of 2, 2 and 1: the short third read means caught up, so no fourth read before the interval.
    expect(log.reads.map((read) => read.from?.prepare)).toEqual([undefined, 2n, 4n]);
    await subscription.stop();
  });

  it('resolves stop() only once the running handler call has finished, and delivers nothing after', async () => {
    const log = new FakeLog();
    log.add(3);
    let release = (): void => undefined;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const subscription = startPollingSubscription(
      options(log, {
        handler: async () => {
          calls++;
          await blocked;
        },
      }),
    );
    await expect.poll(() => calls).toBe(1);
    let stopped = false;
    const stopping = subscription.stop().then(() => {
      stopped = true;
    });
    await pause(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(calls).toBe(1);
  });

  it('stops at the first failure and hands it to onError', async () => {
    const log = new FakeLog();
    log.add(3);
    const failure = new Error('projection broke');
    const errors: unknown[] = [];
    let calls = 0;
    const subscription = startPollingSubscription(
      options(log, {
        handler: () => {
          if (++calls === 2) throw failure;
        },
        onError: (error) => void errors.push(error),
      }),
    );
    await expect.poll(() => errors.length).toBe(1);
    await pause(30);
    expect(errors).toEqual([failure]);
    expect(calls).toBe(2);
    await subscription.stop();
  });

  it('reports a failed read to onError', async () => {
    const failure = new Error('connection lost');
    const errors: unknown[] = [];
    const subscription = startPollingSubscription({
      ...options(new FakeLog(), { onError: (error) => void errors.push(error) }),
      readBatch: () => Promise.reject(failure),
    });
    await expect.poll(() => errors.length).toBe(1);
    expect(errors).toEqual([failure]);
    await subscription.stop();
  });

  describe('with wake-ups (announced appends)', () => {
    it('reads at once when an append is announced, without waiting for its poll interval', async () => {
      const log = new FakeLog();
      const wakeUps = new FakeWakeUps();
      const received: RecordedEvent[] = [];
      const subscription = startPollingSubscription(options(log, { pollIntervalMs: NEVER_MS, fallbackPollMs: NEVER_MS, wakeUps, handler: (event) => void received.push(event) }));
      await expect.poll(() => log.reads.length).toBe(1);
      const [appended] = log.add(1);
      wakeUps.announce(appended!.position.commit);
      await expect.poll(() => received).toEqual([appended]);
      await subscription.stop();
      expect(wakeUps.watchers).toBe(0);
    });

    it('reads again soon while an announced append is not visible yet, and stops once it is delivered', async () => {
      const log = new FakeLog();
      const wakeUps = new FakeWakeUps();
      const received: RecordedEvent[] = [];
      const subscription = startPollingSubscription(options(log, { pollIntervalMs: 20, fallbackPollMs: NEVER_MS, wakeUps, handler: (event) => void received.push(event) }));
      await expect.poll(() => log.reads.length).toBe(1);
      log.visible = 0;
      const [appended] = log.add(1);
      wakeUps.announce(appended!.position.commit);
      // Committed, but behind an older transaction: reads keep coming without another announcement.
      await expect.poll(() => log.reads.length).toBeGreaterThan(4);
      expect(received).toEqual([]);
      log.visible = Number.POSITIVE_INFINITY;
      await expect.poll(() => received).toEqual([appended]);
      // Delivered: back to waiting for the next announcement (the fallback poll is far off).
      const reads = log.reads.length;
      await pause(100);
      expect(log.reads.length).toBeLessThanOrEqual(reads + 1);
      await subscription.stop();
    });

    it('still delivers an append whose announcement was lost, on the fallback poll', async () => {
      const log = new FakeLog();
      const wakeUps = new FakeWakeUps();
      const received: RecordedEvent[] = [];
      const subscription = startPollingSubscription(options(log, { pollIntervalMs: NEVER_MS, fallbackPollMs: 20, wakeUps, handler: (event) => void received.push(event) }));
      await expect.poll(() => log.reads.length).toBe(1);
      const appended = log.add(1); // never announced
      await expect.poll(() => received).toEqual(appended);
      await subscription.stop();
    });

    it('polls at its poll interval while it hears no announcements', async () => {
      const log = new FakeLog();
      const wakeUps = new FakeWakeUps();
      wakeUps.listening = false;
      const received: RecordedEvent[] = [];
      const subscription = startPollingSubscription(options(log, { pollIntervalMs: 20, fallbackPollMs: NEVER_MS, wakeUps, handler: (event) => void received.push(event) }));
      await expect.poll(() => log.reads.length).toBe(1);
      const appended = log.add(1);
      await expect.poll(() => received).toEqual(appended);
      await subscription.stop();
    });
  });
});
