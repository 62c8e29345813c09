import { z } from 'zod';

/** register_push_token: a device (browser or app) that should receive push messages for the caller. */
export const registerPushTokenSchema = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(4096)
    // FCM registration tokens are printable ASCII; anything else is not a token.
    .regex(/^[\x21-\x7e]+$/, 'field.push_token'),
  platform: z.enum(['web', 'android', 'ios']),
});
export type RegisterPushToken = z.infer<typeof registerPushTokenSchema>;

/** read_notifications: these notifications, or every one when `ids` is left out. */
export const readNotificationsSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100).optional(),
});
export type ReadNotifications = z.infer<typeof readNotificationsSchema>;

/** send_notification_fcm: the customer reminds the astrologer of a chat request still waiting. */
export const nudgeChatRequestSchema = z.strictObject({ session_id: z.uuid() });
export type NudgeChatRequest = z.infer<typeof nudgeChatRequestSchema>;

/** get_my_notifications: newest first. */
export const myNotificationsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  unread: z.enum(['true', 'false']).optional(),
});
export type MyNotificationsQuery = z.infer<typeof myNotificationsQuery>;
