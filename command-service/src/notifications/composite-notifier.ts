import type { Logger } from '@nakshatra/platform';
import type { CommandMetadata } from '../shared/command-metadata.js';
import type { NotificationMessage, Notifier } from './notifier.js';

/**
 * What the command service notifies through: the in-app inbox, awaited (it is one append, and the
 * user's notification must not be lost), then each push adapter (FCM, Web Push), in the background
 * so a push service's latency never reaches the caller. Neither failure propagates: a notification is never a reason for the call
 * that caused it to fail. `settled()` waits for the background sends (shutdown, tests).
 */
export class CompositeNotifier implements Notifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly inbox: Notifier,
    private readonly pushes: readonly Notifier[],
    private readonly logger: Logger,
  ) {}

  async notify(userId: string, message: NotificationMessage, cause?: CommandMetadata): Promise<void> {
    try {
      await this.inbox.notify(userId, message, cause);
    } catch (error) {
      this.logger.error({ err: error, userId, kind: message.kind }, 'in-app notification not recorded');
    }
    for (const push of this.pushes) {
      const sending: Promise<void> = push
        .notify(userId, message, cause)
        .catch((error: unknown) => this.logger.warn({ err: error, userId, kind: message.kind }, 'push notification not sent'))
        .finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    }
  }

  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}
