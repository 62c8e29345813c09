import type { DocumentProjection } from '../runtime/projection.js';
import { asInboxEvent, inboxUserOf, isInboxEvent } from './inbox-stream.js';

export interface UserNotificationReadsRow {
  /** The user id. */
  readonly id: string;
  /** Every notification at or before this inbox revision is read; -1 before the first "read all". */
  readonly read_up_to: number;
  /** Read one by one, beyond `read_up_to`. */
  readonly read_ids: readonly string[];
  readonly updated_at: Date | string;
}

/**
 * What each user has read, one row per user: "read all" is one event whatever the number of
 * notifications, so it moves a watermark here instead of touching every notification's row.
 */
export const userNotificationReadsProjection: DocumentProjection<UserNotificationReadsRow> = {
  name: 'user_notification_reads',
  table: 'user_notification_reads',
  handles: (event) => isInboxEvent(event) && event.type === 'NotificationsRead',
  keyOf: inboxUserOf,
  evolve(row, recorded) {
    const event = asInboxEvent(recorded);
    if (event.type !== 'NotificationsRead') return row;
    const { upToRevision, ids, readAt } = event.data;
    const readUpTo = Math.max(row?.read_up_to ?? -1, upToRevision ?? -1);
    // After a "read all" the ids read before it are covered by the watermark.
    const readIds = upToRevision === null ? [...new Set([...(row?.read_ids ?? []), ...ids])] : [];
    return { id: inboxUserOf(recorded), read_up_to: readUpTo, read_ids: readIds, updated_at: readAt };
  },
  fromStored: (stored) => ({ ...(stored as unknown as UserNotificationReadsRow), read_up_to: Number(stored.read_up_to) }),
  toStored: (row) => ({ ...row, read_ids: JSON.stringify(row.read_ids) }),
};
