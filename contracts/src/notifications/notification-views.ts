import type { PageMeta } from '../envelopes.js';
import type { NotificationKind } from './notification-events.js';

/** One notification of the caller's inbox (get_my_notifications). */
export interface NotificationView {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  readonly link: string | null;
  readonly data: Readonly<Record<string, string>> | null;
  readonly sent_at: string;
  readonly read: boolean;
}

/** The page, plus how many of the caller's notifications are unread (the bell's badge). */
export interface NotificationsPageMeta extends PageMeta {
  readonly unread: number;
}

/** read_notifications answers how many are left unread. */
export interface NotificationsReadView {
  readonly unread: number;
}

/** register_push_token. */
export interface PushTokenRegisteredView {
  readonly registered: true;
  readonly platform: string;
}

/** send_notification_fcm. */
export interface NudgeSentView {
  readonly sent: true;
}
