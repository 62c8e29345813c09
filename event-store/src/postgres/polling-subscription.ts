import type { EventHandler, Position, RecordedEvent, Subscription } from '../port.js';
import { CaughtUpWaiter, type WakeUps } from '../caught-up-waiter.js';

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

/**
 * Delivers events one at a time, in order, by reading batches after the last delivered position.
 * Once caught up it waits for a wake-up (an append announced) or, failing that, its poll interval.
 */
export function startPollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopping = false;
  const caughtUp = new CaughtUpWaiter(options.wakeUps, options.pollIntervalMs, options.fallbackPollMs);

  const deliver = async (): Promise<void> => {
    let position = options.from;
    while (!stopping) {
      const batch = await options.readBatch(position, options.batchSize);
      for (const event of batch) {
        if (stopping) return;
        await options.handler(event);
        position = event.position;
      }
      if (batch.length < options.batchSize && !stopping) await caughtUp.after(position);
    }
  };

  const running = deliver().catch((error: unknown) => {
    stopping = true;
    options.onError(error);
  });
  void running.finally(() => caughtUp.close());

  return {
    async stop() {
      stopping = true;
      caughtUp.close();
      await running;
    },
  };
}
