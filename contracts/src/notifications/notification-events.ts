import type { KnownNotificationKind, NotificationLanguage } from './notification-texts.js';

/**
 * Events of a user's notifications (docs/notifications.md): the in-app inbox in `inbox-<userId>`
 * and the devices that receive push messages: FCM tokens in `push-tokens-<userId>`, browsers' Web Push
 * subscriptions in `web-push-<userId>`. Times are ISO-8601 UTC.
 */
export const INBOX_STREAM_PREFIX = 'inbox-';
export const inboxStreamName = (userId: string): string => `${INBOX_STREAM_PREFIX}${userId}`;

export const PUSH_TOKENS_STREAM_PREFIX = 'push-tokens-';
export const pushTokensStreamName = (userId: string): string => `${PUSH_TOKENS_STREAM_PREFIX}${userId}`;

export const WEB_PUSH_STREAM_PREFIX = 'web-push-';
export const webPushStreamName = (userId: string): string => `${WEB_PUSH_STREAM_PREFIX}${userId}`;

/**
 * What a notification is about: clients word it by its kind and `data` (notification-texts.ts) and
 * may choose an icon or a sound. Open-ended on purpose: a client shows the server's title and body
 * for a kind it does not know.
 */
export type NotificationKind = KnownNotificationKind | (string & {});

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
  /**
   * The login session that registered it (absent in registrations recorded before sessions were):
   * pushes go to it only while that session lasts, so a phone or browser someone logged out of,
   * or whose session a revoked role, an erasure or its expiry ended, stops getting the account's
   * pushes (docs/notifications.md, "Pushes follow the login").
   */
  readonly sessionId?: string;
  readonly registeredAt: string;
}

/** `unregistered`: FCM said the token is gone; `limit`: dropped as the oldest of too many; `user`: the user removed it. */
export interface PushTokenRemoved {
  readonly token: string;
  readonly reason: 'unregistered' | 'limit' | 'user';
  readonly removedAt: string;
}

export type PushTokenEvent = { readonly type: 'PushTokenRegistered'; readonly data: PushTokenRegistered } | { readonly type: 'PushTokenRemoved'; readonly data: PushTokenRemoved };

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()): where its push service takes
 * messages for it, and the keys a message is encrypted with (RFC 8291). `language`: what the user
 * read the site in when they turned push on, so pushes are worded in it. Subscribing again with
 * other keys or another language appends a new event that replaces the old.
 */
export interface WebPushSubscribed {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly language: NotificationLanguage;
  /**
   * The login session that registered it (absent in subscriptions recorded before sessions were):
   * pushes go to it only while that session lasts, so a phone or browser someone logged out of,
   * or whose session a revoked role, an erasure or its expiry ended, stops getting the account's
   * pushes (docs/notifications.md, "Pushes follow the login").
   */
  readonly sessionId?: string;
  readonly subscribedAt: string;
}

/** `gone`: the push service answered 404/410 (the browser unsubscribed or the subscription expired); `limit`: dropped as the oldest of too many; `user`: turned off. */
export interface WebPushUnsubscribed {
  readonly endpoint: string;
  readonly reason: 'gone' | 'limit' | 'user';
  readonly removedAt: string;
}

export type WebPushEvent = { readonly type: 'WebPushSubscribed'; readonly data: WebPushSubscribed } | { readonly type: 'WebPushUnsubscribed'; readonly data: WebPushUnsubscribed };
