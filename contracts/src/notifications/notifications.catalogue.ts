import { z } from 'zod';
import { one } from '../routes/response-schemas.js';
import { get, post, route } from '../routes/route-builders.js';
import { myNotificationsQuery, nudgeChatRequestSchema, readNotificationsSchema, registerPushTokenSchema, registerWebPushSchema, unregisterWebPushSchema } from './notification-schemas.js';
import { notificationsPageMeta, notificationsReadView, notificationView, nudgeSentView, pushTokenRegisteredView, webPushKeyView, webPushRegisteredView } from './notification-views.js';

/**
 * Notifications (docs/notifications.md): a user's own inbox and devices. Not the `notification`
 * content family (admin-authored broadcasts).
 */
export const notificationsCatalogue = [
  post('notification', 'send_notification_fcm', 'customer', 'Remind the astrologer of your chat request still waiting (at most once per 15 s per session)', {
    body: nudgeChatRequestSchema,
    response: one(nudgeSentView),
    refusals: ['chat.not_found', 'nudge.not_waiting', 'nudge.too_soon'],
  }),
  get('inbox', 'get_my_notifications', 'customer', 'Your own notifications, newest first, with the unread count in meta (paged)', {
    query: myNotificationsQuery,
    response: { data: z.array(notificationView), meta: notificationsPageMeta },
  }),
  route('inbox', 'read_notifications', 'PUT', '/api/read_notifications', 'command', 'customer', 'Mark your notifications read: the ids given, or all of them', {
    body: readNotificationsSchema,
    response: one(notificationsReadView),
  }),
  post('push_token', 'register_push_token', 'customer', 'Register this device (an FCM registration token) for push notifications; at most 10 per user', {
    body: registerPushTokenSchema,
    response: one(pushTokenRegisteredView),
  }),
  // Web Push (docs/notifications.md, "Web Push"): the key is the command service's, which holds the VAPID pair.
  route('push_token', 'get_web_push_key', 'GET', '/api/get_web_push_key', 'command', 'public', 'The VAPID public key browsers subscribe with (null when Web Push is off)', {
    response: one(webPushKeyView),
  }),
  post('push_token', 'register_web_push', 'customer', 'Register this browser’s Web Push subscription (and the language to word pushes in); at most 10 per user', {
    body: registerWebPushSchema,
    response: one(webPushRegisteredView),
  }),
  post('push_token', 'unregister_web_push', 'customer', 'Turn Web Push off for this browser', {
    body: unregisterWebPushSchema,
    response: one(webPushRegisteredView),
  }),
] as const;
