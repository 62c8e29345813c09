import type { DocumentProjection } from '../runtime/projection.js';
import { asInboxEvent, inboxUserOf, isInboxEvent } from './inbox-stream.js';
import { isUserErasure, userErasure } from '../users/erasure.js';

export interface UserNotificationRow {
  readonly id: string;
  readonly user_id: string;
  readonly revision: number;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly link: string | null;
  readonly data: Readonly<Record<string, string>> | null;
  readonly sent_at: Date | string;
}

/** One row per notification (get_my_notifications). Notifications are never changed; being read is `user_notification_reads`. */
export const userNotificationsProjection: DocumentProjection<UserNotificationRow> = {
  name: 'user_notifications',
  table: 'user_notifications',
  handles: (event) => isInboxEvent(event) && event.type === 'NotificationSent',
  keyOf: (event) => (event.data as { notificationId: string }).notificationId,
  // An erased account's inbox is gone with it: nobody can open it any more.
  perUser: userErasure('user_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return null;
    const event = asInboxEvent(recorded);
    if (event.type !== 'NotificationSent') return row;
    const { notificationId, kind, title, body, link, data, sentAt } = event.data;
    return { id: notificationId, user_id: inboxUserOf(recorded), revision: Number(recorded.revision), kind, title, body, link, data: data ?? null, sent_at: sentAt };
  },
  fromStored: (stored) => ({ ...(stored as unknown as UserNotificationRow), revision: Number(stored.revision) }),
  toStored: (row) => ({ ...row, data: row.data === null ? null : JSON.stringify(row.data) }),
};
