import type { Subscription } from './port.js';

type ErrorListener = (error: unknown) => void;

/** The subscriptions a store has started and that have not ended, so close() can stop them first. */
export class SubscriptionRegistry {
  private readonly running = new Set<Subscription>();

  /** Starts a subscription through `start`, handing it an onError that also forgets the subscription. */
  track(start: (onError: ErrorListener) => Subscription, onError: ErrorListener = reportUnhandledSubscriptionError): Subscription {
    const subscription: Subscription = {
      stop: async () => {
        this.running.delete(subscription);
        await started.stop();
      },
    };
    const started = start((error) => {
      this.running.delete(subscription);
      onError(error);
    });
    this.running.add(subscription);
    return subscription;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running].map((subscription) => subscription.stop()));
  }
}

/** Without an onError, a subscription that stops on an error would stop silently: say so on stderr instead. */
function reportUnhandledSubscriptionError(error: unknown): void {
  console.error('[event-store] a subscription stopped on an error and has no onError to report it to:', error);
}
