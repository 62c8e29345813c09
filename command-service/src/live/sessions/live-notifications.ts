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

/** Whom to tell and what; undefined when there is no one. */
export interface Announcement {
  readonly followers: readonly string[];
  readonly message: NotificationMessage;
}

/**
 * Tells an astrologer's followers they went live, in the background: the start answers at once,
 * however many followers there are and however long finding them takes. Best effort, as every
 * notification (docs/notifications.md): a failure is logged and the next follower is told; the
 * session is on air whatever becomes of them. `settled()` waits for the work under way (shutdown,
 * tests). A crash mid-way loses the rest.
 */
export class LiveFollowerNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly notifier: Notifier,
    private readonly logger: Logger,
  ) {}

  notify(announcement: Promise<Announcement | undefined>, cause: CommandMetadata): void {
    const sending = announcement.then(
      (found) => (found ? this.tell(found, cause) : undefined),
      (error: unknown) => this.logger.warn({ err: error, correlationId: cause.correlationId }, 'followers were not told of a live session'),
    );
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private async tell({ followers, message }: Announcement, cause: CommandMetadata): Promise<void> {
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
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  }
}
