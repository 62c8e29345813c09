import { z } from 'zod';
import { isoTime, pageMeta } from '../routes/response-schemas.js';

/** One notification of the caller's inbox (get_my_notifications). */
export const notificationView = z.strictObject({
  id: z.uuid(),
  /** `chat_request`, `call_request`, their `_reminder`s, … (NotificationKind): clients show what they know and the title otherwise. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.string()).nullable(),
  sent_at: isoTime,
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationView>;

/** The page, plus how many of the caller's notifications are unread (the bell's badge). */
export const notificationsPageMeta = pageMeta.extend({ unread: z.number().int() });
export type NotificationsPageMeta = z.infer<typeof notificationsPageMeta>;

/** read_notifications answers how many are left unread. */
export const notificationsReadView = z.strictObject({ unread: z.number().int() });
export type NotificationsReadView = z.infer<typeof notificationsReadView>;

/** register_push_token. */
export const pushTokenRegisteredView = z.strictObject({ registered: z.literal(true), platform: z.enum(['web', 'android', 'ios']) });
export type PushTokenRegisteredView = z.infer<typeof pushTokenRegisteredView>;

/** send_notification_fcm. */
export const nudgeSentView = z.strictObject({ sent: z.literal(true) });
export type NudgeSentView = z.infer<typeof nudgeSentView>;

/** get_web_push_key: the server's VAPID public key (base64url) for PushManager.subscribe; null when Web Push is off. */
export const webPushKeyView = z.strictObject({ public_key: z.string().nullable() });
export type WebPushKeyView = z.infer<typeof webPushKeyView>;

/** register_web_push / unregister_web_push. */
export const webPushRegisteredView = z.strictObject({ registered: z.boolean() });
export type WebPushRegisteredView = z.infer<typeof webPushRegisteredView>;
