import type { EventHandler, Position, RecordedEvent, Subscription } from '../port.js';
import type { WakeUps } from './append-announcements.js';

export interface PollingSubscriptionOptions {
  readonly from: Position | undefined;
  /** Events strictly after `from`, in order, at most `limit`. */
  readonly readBatch: (from: Position | undefined, limit: number) => Promise<RecordedEvent[]>;
  readonly batchSize: number;
  /** Wait between reads once caught up, when there are no wake-ups; a full batch is followed by the next read at once. */
  readonly pollIntervalMs: number;
  /** Announced appends (append-announcements.ts): each wakes the subscription to read at once. */
  readonly wakeUps?: WakeUps;
  /** Wait between reads while wake-ups are heard: only a fallback for an announcement that was lost. */
  readonly fallbackPollMs?: number;
  readonly handler: EventHandler;
  /** Told about the error that ended the subscription (a failed read or a throwing handler). */
  readonly onError: (error: unknown) => void;
}

/** The first wait before reading again for an announced append that a read did not show yet; it doubles up to pollIntervalMs. */
const NOT_VISIBLE_YET_MS = 1;

/**
 * Delivers events one at a time, in order, by reading batches after the last delivered position.
 * Once caught up it waits for a wake-up (an append announced) or, failing that, its poll interval.
 */
export function startPollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopping = false;
  /** Set by a wake-up; cleared as a read starts, so one that comes during a read or a delivery is not lost. */
  let woken = false;
  let wakeUp: (() => void) | undefined;
  const unwatch = options.wakeUps?.watch(() => {
    woken = true;
    wakeUp?.();
  });

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** How long to wait once caught up: a short, growing retry while an announced append is not visible yet. */
  let notVisibleMs = NOT_VISIBLE_YET_MS;
  const waitAfter = (position: Position | undefined): number => {
    const { wakeUps } = options;
    if (!wakeUps?.listening) return options.pollIntervalMs;
    if (!wakeUps.announcedBeyond(position)) {
      notVisibleMs = NOT_VISIBLE_YET_MS;
      return options.fallbackPollMs ?? options.pollIntervalMs;
    }
    const wait = notVisibleMs;
    notVisibleMs = Math.min(notVisibleMs * 2, options.pollIntervalMs);
    return wait;
  };

  const deliver = async (): Promise<void> => {
    let position = options.from;
    while (!stopping) {
      woken = false;
      const batch = await options.readBatch(position, options.batchSize);
      for (const event of batch) {
        if (stopping) return;
        await options.handler(event);
        position = event.position;
      }
      if (batch.length < options.batchSize && !stopping) await pause(waitAfter(position));
    }
  };

  const running = deliver().catch((error: unknown) => {
    stopping = true;
    options.onError(error);
  });
  void running.finally(() => unwatch?.());

  return {
    async stop() {
      stopping = true;
      wakeUp?.();
      await running;
    },
  };
}
