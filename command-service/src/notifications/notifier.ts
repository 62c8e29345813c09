import type { NotificationKind } from '@nakshatra/contracts';
import type { CommandMetadata } from '../shared/command-metadata.js';

/** What to tell a user. The same message goes to the in-app inbox and, when configured, to their devices. */
export interface NotificationMessage {
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** A path in the SPA, e.g. `/astrologer`. */
  readonly link?: string;
  /** Small string facts for the client, e.g. `{ session_id }`. */
  readonly data?: Readonly<Record<string, string>>;
}

/**
 * The notification port (docs/notifications.md). Adapters: the in-app inbox (always), FCM push
 * (when configured), and the composite of both that the command service uses. `cause` carries the
 * command's correlation id into the events an adapter writes.
 */
export interface Notifier {
  notify(userId: string, message: NotificationMessage, cause?: CommandMetadata): Promise<void>;
}

/** Nest token of the command service's Notifier. */
export const NOTIFIER = Symbol('Notifier');
