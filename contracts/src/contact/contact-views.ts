import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';

/** A newsletter subscriber as admins see it; `id` is the SHA-256 of the lower-cased address. */
export const subscriberView = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  email: z.string(),
  status: z.enum(['subscribed', 'unsubscribed']),
  subscribed_at: isoTime,
  updated_at: isoTime,
});
export type Subscriber = z.infer<typeof subscriberView>;

/** create_subscriber, update_subscriber/{id}, delete_subscriber/{id}: the subscriber written. */
export const subscriberWrittenView = z.strictObject({ id: subscriberView.shape.id });

/** send-email: the id of the message stored for support. */
export const contactMessageSentView = z.strictObject({ id: z.uuid() });

/**
 * send_subscribe_email: a mail asks the address's owner to confirm (answered alike when the address
 * is subscribed already and no mail goes, so the answer tells nobody who is subscribed).
 */
export const subscribeRequestedView = z.strictObject({ confirmation_sent: z.literal(true) });

/** confirm_newsletter and unsubscribe_newsletter: where the address now stands. */
export const subscriptionView = z.strictObject({ subscribed: z.boolean() });

/** dev_mailbox: one mail the development mailbox holds (docs/mail.md), as it would have been sent. */
export const devMailView = z.strictObject({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  sent_at: isoTime,
});
export type DevMail = z.infer<typeof devMailView>;
