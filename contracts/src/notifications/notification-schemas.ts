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

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+$/, 'field.push_key');

/**
 * A push service's endpoint: https only, and a host name (never an address or localhost), since the
 * server will send to it (a push service is always a public host: FCM, Mozilla, Apple, Microsoft).
 */
const pushEndpoint = z
  .string()
  .max(1024)
  .refine(isPushServiceUrl, 'field.push_endpoint');

function isPushServiceUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname);
}

/** register_web_push: this browser's PushSubscription.toJSON(), and the language to word its pushes in. */
export const registerWebPushSchema = z.strictObject({
  endpoint: pushEndpoint,
  // P-256 public key (65 bytes → 87 characters) and 16-byte auth secret (22 characters).
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  language: z.enum(['en', 'hi']),
});
export type RegisterWebPush = z.infer<typeof registerWebPushSchema>;

/** unregister_web_push: this browser turns push off. */
export const unregisterWebPushSchema = z.strictObject({ endpoint: pushEndpoint });
export type UnregisterWebPush = z.infer<typeof unregisterWebPushSchema>;
