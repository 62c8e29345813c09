import { z } from 'zod';

const required = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : message);

/** register_push_token: a device (browser or app) that should receive push messages for the caller. */
export const registerPushTokenSchema = z.strictObject({
  token: z
    .string({ error: required('must be text') })
    .min(20, 'must be at least 20 characters')
    .max(4096, 'must be at most 4096 characters')
    // FCM registration tokens are printable ASCII; anything else is not a token.
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces'),
  platform: z.enum(['web', 'android', 'ios'], { error: 'must be web, android or ios' }),
});
export type RegisterPushToken = z.infer<typeof registerPushTokenSchema>;

/** read_notifications: these notifications, or every one when `ids` is left out. */
export const readNotificationsSchema = z.strictObject({
  ids: z.array(z.uuid('must be an id'), { error: 'must be a list of ids' }).min(1, 'must name at least one notification').max(100, 'must name at most 100 notifications').optional(),
});
export type ReadNotifications = z.infer<typeof readNotificationsSchema>;

/** send_notification_fcm: the customer reminds the astrologer of a chat request still waiting. */
export const nudgeChatRequestSchema = z.strictObject({ session_id: z.uuid({ error: required('must be an id') }) });
export type NudgeChatRequest = z.infer<typeof nudgeChatRequestSchema>;

/** get_my_notifications: newest first. */
export const myNotificationsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50, 'must be at most 50').default(20),
  unread: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});
export type MyNotificationsQuery = z.infer<typeof myNotificationsQuery>;
