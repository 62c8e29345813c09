import { randomUUID } from 'node:crypto';
import { inboxStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata, type CommandMetadata } from '../shared/command-metadata.js';
import { inboxDecider, unreadCount } from './inbox.decider.js';
import type { NotificationMessage, Notifier } from './notifier.js';

/** The actor of a notification no command caused, so its event still names one. */
const NOTIFIER_ACTOR = { id: 'notifier', role: 'system' } as const;

export interface InboxReadOutcome {
  readonly unread: number;
  readonly position: string | undefined;
}

/**
 * The in-app adapter: every notification becomes `NotificationSent` in the user's inbox stream,
 * which the `user_notifications` read model shows (get_my_notifications). Always on, so a user
 * without push (or with FCM down) still sees everything the next time they look.
 */
export class InAppInbox implements Notifier {
  constructor(
    private readonly store: EventStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async notify(userId: string, message: NotificationMessage, cause?: CommandMetadata): Promise<void> {
    const notificationId = randomUUID();
    const notification = { notificationId, kind: message.kind, title: message.title, body: message.body, link: message.link ?? null, data: message.data ?? null };
    const meta = cause ?? commandMetadata(NOTIFIER_ACTOR, randomUUID());
    // Many writers may notify one user at once (several customers' requests): retry the revision race more than the default.
    await runCommand(this.store, inboxStreamName(userId), inboxDecider, { type: 'Send', notification, at: this.now() }, meta, { maxAttempts: 20 });
  }

  /** read_notifications: the ids given (the caller's own; others are ignored), or all. */
  async read(userId: string, ids: readonly string[] | undefined, meta: CommandMetadata): Promise<InboxReadOutcome> {
    const { state, position } = await runCommand(this.store, inboxStreamName(userId), inboxDecider, { type: 'Read', ids, at: this.now() }, meta, { maxAttempts: 20 });
    return { unread: unreadCount(state), position };
  }
}
