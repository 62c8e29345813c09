import { notificationOf, type LiveSessionScheduled } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import type { NotificationMessage, Notifier } from '../../notifications/notifier.js';
import type { CommandMetadata } from '../../shared/command-metadata.js';

/** To each follower when an astrologer goes live. */
export function liveStartedNotification(session: Pick<LiveSessionScheduled, 'sessionId' | 'astrologerId' | 'title' | 'topic'>, astrologerName: string): NotificationMessage {
  return {
    ...notificationOf('live_started', { astrologer_name: astrologerName, title: session.title, topic: session.topic, session_id: session.sessionId, astrologer_id: session.astrologerId }),
    link: `/live/${session.sessionId}`,
  };
}

/** How many followers are told at once: the in-app inbox is one append each, and a popular astrologer has many. */
const CONCURRENCY = 8;

/**
 * Tells an astrologer's followers they went live, in the background: the start answers at once,
 * however many followers there are. Best effort, as every notification (docs/notifications.md): a
 * failure is logged and the next follower is told; the session is on air whatever becomes of them.
 * `settled()` waits for the sends under way (shutdown, tests). A crash mid-way loses the rest.
 */
export class LiveFollowerNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly notifier: Notifier,
    private readonly logger: Logger,
  ) {}

  notify(followers: readonly string[], message: NotificationMessage, cause: CommandMetadata): void {
    if (followers.length === 0) return;
    const queue = [...followers];
    const worker = async () => {
      for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) {
        try {
          await this.notifier.notify(userId, message, cause);
        } catch (error) {
          this.logger.warn({ err: error, userId, kind: message.kind }, 'a follower was not told of a live session');
        }
      }
    };
    const sending: Promise<void> = Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker)).then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}
