import type { EventHandler, Position, RecordedEvent, Subscription } from '../port.js';

export interface PollingSubscriptionOptions {
  readonly from: Position | undefined;
  /** Events strictly after `from`, in order, at most `limit`. */
  readonly readBatch: (from: Position | undefined, limit: number) => Promise<RecordedEvent[]>;
  readonly batchSize: number;
  /** Wait between reads once caught up; a full batch is followed by the next read at once. */
  readonly pollIntervalMs: number;
  readonly handler: EventHandler;
  /** Told about the error that ended the subscription (a failed read or a throwing handler). */
  readonly onError: (error: unknown) => void;
}

/** Delivers events one at a time, in order, by reading batches after the last delivered position. */
export function startPollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopping = false;
  let wakeUp: (() => void) | undefined;

  const pause = (): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, options.pollIntervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const deliver = async (): Promise<void> => {
    let position = options.from;
    while (!stopping) {
      const batch = await options.readBatch(position, options.batchSize);
      for (const event of batch) {
        if (stopping) return;
        await options.handler(event);
        position = event.position;
      }
      if (batch.length < options.batchSize && !stopping) await pause();
    }
  };

  const running = deliver().catch((error: unknown) => {
    stopping = true;
    options.onError(error);
  });

  return {
    async stop() {
      stopping = true;
      wakeUp?.();
      await running;
    },
  };
}
