import type { InboxEvent, NotificationSent } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

/**
 * A user's in-app inbox (`inbox-<userId>`). The state keeps the stream revision of each
 * notification, because "read everything" is recorded as a revision: one event however many
 * notifications it covers, and a notification sent after it stays unread.
 */
export interface InboxState {
  /** Events folded so far: the revision the next event will get. */
  readonly nextRevision: number;
  /** Notification id → its revision in the stream. */
  readonly revisions: ReadonlyMap<string, number>;
  /** Every notification at or before this revision is read; -1 before the first "read all". */
  readonly readUpTo: number;
  /** Read one by one beyond `readUpTo`. */
  readonly readIds: ReadonlySet<string>;
}

export type InboxCommand =
  | { readonly type: 'Send'; readonly notification: Omit<NotificationSent, 'sentAt'>; readonly at: Date }
  /** `ids` undefined: everything sent so far. */
  | { readonly type: 'Read'; readonly ids: readonly string[] | undefined; readonly at: Date };

export const isRead = (state: InboxState, id: string): boolean => {
  const revision = state.revisions.get(id);
  return revision !== undefined && (revision <= state.readUpTo || state.readIds.has(id));
};

export const unreadCount = (state: InboxState): number => [...state.revisions.keys()].filter((id) => !isRead(state, id)).length;

export const inboxDecider: Decider<InboxState, InboxCommand, InboxEvent> = {
  initialState: () => ({ nextRevision: 0, revisions: new Map(), readUpTo: -1, readIds: new Set() }),
  evolve(state, event) {
    const nextRevision = state.nextRevision + 1;
    switch (event.type) {
      case 'NotificationSent':
        return { ...state, nextRevision, revisions: new Map(state.revisions).set(event.data.notificationId, state.nextRevision) };
      case 'NotificationsRead': {
        const readUpTo = Math.max(state.readUpTo, event.data.upToRevision ?? -1);
        // Ids now covered by the revision need not be remembered one by one.
        const readIds = new Set([...state.readIds, ...event.data.ids].filter((id) => (state.revisions.get(id) ?? Infinity) > readUpTo));
        return { ...state, nextRevision, readUpTo, readIds };
      }
    }
  },
  /** Sending always appends; reading appends only what changes, so a repeated read is a no-op. Unknown ids (another user's) are ignored. */
  decide(command, state) {
    switch (command.type) {
      case 'Send':
        if (state.revisions.has(command.notification.notificationId)) return [];
        return [{ type: 'NotificationSent', data: { ...command.notification, sentAt: command.at.toISOString() } }];
      case 'Read': {
        const readAt = command.at.toISOString();
        if (command.ids === undefined) {
          const last = Math.max(-1, ...state.revisions.values());
          return unreadCount(state) === 0 ? [] : [{ type: 'NotificationsRead', data: { upToRevision: last, ids: [], readAt } }];
        }
        const ids = [...new Set(command.ids.map((id) => id.toLowerCase()))].filter((id) => state.revisions.has(id) && !isRead(state, id));
        return ids.length === 0 ? [] : [{ type: 'NotificationsRead', data: { upToRevision: null, ids, readAt } }];
      }
    }
  },
};
