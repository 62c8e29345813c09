/**
 * Events of a user's notifications (docs/notifications.md): the in-app inbox in `inbox-<userId>`
 * and the devices that receive push messages in `push-tokens-<userId>`. Times are ISO-8601 UTC.
 */
export const INBOX_STREAM_PREFIX = 'inbox-';
export const inboxStreamName = (userId: string): string => `${INBOX_STREAM_PREFIX}${userId}`;

export const PUSH_TOKENS_STREAM_PREFIX = 'push-tokens-';
export const pushTokensStreamName = (userId: string): string => `${PUSH_TOKENS_STREAM_PREFIX}${userId}`;

/** What a notification is about, so a client can choose an icon or a sound. Open-ended on purpose. */
export type NotificationKind = 'chat_request' | 'chat_request_reminder' | 'call_request' | 'call_request_reminder' | 'support_reply' | (string & {});

export interface NotificationSent {
  readonly notificationId: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** A path in the SPA to open, e.g. `/astrologer`; null when there is nothing to open. */
  readonly link: string | null;
  /** Small string facts for the client (e.g. `session_id`); null when none. */
  readonly data: Readonly<Record<string, string>> | null;
  readonly sentAt: string;
}

/**
 * Notifications the user has read. `upToRevision`: every notification at or before this revision
 * of the inbox stream (read all); `ids`: these ones besides. One event for any number of them.
 */
export interface NotificationsRead {
  readonly upToRevision: number | null;
  readonly ids: readonly string[];
  readonly readAt: string;
}

export type InboxEvent = { readonly type: 'NotificationSent'; readonly data: NotificationSent } | { readonly type: 'NotificationsRead'; readonly data: NotificationsRead };
export type InboxEventType = InboxEvent['type'];

export type PushPlatform = 'web' | 'android' | 'ios';
/** A user keeps at most this many devices; registering one more drops the oldest. */
export const MAX_PUSH_TOKENS_PER_USER = 10;

export interface PushTokenRegistered {
  readonly token: string;
  readonly platform: PushPlatform;
  readonly registeredAt: string;
}

/** `unregistered`: FCM said the token is gone; `limit`: dropped as the oldest of too many; `user`: the user removed it. */
export interface PushTokenRemoved {
  readonly token: string;
  readonly reason: 'unregistered' | 'limit' | 'user';
  readonly removedAt: string;
}

export type PushTokenEvent = { readonly type: 'PushTokenRegistered'; readonly data: PushTokenRegistered } | { readonly type: 'PushTokenRemoved'; readonly data: PushTokenRemoved };
