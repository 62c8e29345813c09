import { z } from 'zod';
import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, post, put, route } from '../routes/route-builders.js';
import { contactSchemas } from './contact-schemas.js';
import { contactMessageSentView, devMailView, subscribeRequestedView, subscriberView, subscriberWrittenView, subscriptionView } from './contact-views.js';

const subscriberListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  status: z.enum(['subscribed', 'unsubscribed']).optional(),
});

const written = one(subscriberWrittenView);

/** The contact form and the newsletter: its own subscriber records, which admins manage. */
export const contactCatalogue = [
  post('login', 'send-email', 'public', 'Send a message to support (contact form)', { body: contactSchemas.contactMessage, response: one(contactMessageSentView), refusals: ['form.too_many'] }),
  post('login', 'send_subscribe_email', 'public', 'Ask to subscribe an e-mail address to the newsletter: a mail asks its owner to confirm (at most 3 a day to one address)', { body: contactSchemas.subscribe, response: one(subscribeRequestedView), refusals: ['form.too_many'] }),
  post('login', 'confirm_newsletter', 'public', "Confirm a subscription with the confirmation mail's link (within 7 days)", { body: contactSchemas.newsletterLink, response: one(subscriptionView), refusals: ['subscriber.link_invalid', 'form.too_many'] }),
  post('login', 'unsubscribe_newsletter', 'public', "Unsubscribe with the newsletter mail's link", { body: contactSchemas.newsletterLink, response: one(subscriptionView), refusals: ['subscriber.link_invalid', 'form.too_many'] }),
  get('subscriber', 'get_subscriber', 'admin', 'Newsletter subscribers (paged; search by e-mail, filter by status)', { query: subscriberListQuery, response: paged(subscriberView) }),
  getOne('subscriber', 'get_single_subscriber', 'admin', 'One newsletter subscriber', { response: one(subscriberView), refusals: ['subscriber.not_found'] }),
  post('subscriber', 'create_subscriber', 'admin', 'Subscribe an e-mail address', { body: contactSchemas.subscribe, response: written }),
  put('subscriber', 'update_subscriber', 'admin', 'Subscribe or unsubscribe an address', {
    body: z.strictObject({ status: z.enum(['subscribed', 'unsubscribed']) }),
    response: written,
    refusals: ['subscriber.not_found'],
  }),
  del('subscriber', 'delete_subscriber', 'admin', 'Unsubscribe an address (its history stays)', { response: written, refusals: ['subscriber.not_found'] }),
  // The development mailbox (docs/mail.md): where mail goes when no SMTP_URL is set, outside production only, like the OTP outbox.
  route('login', 'dev_mailbox', 'GET', '/api/dev/mailbox', 'query', 'public', 'Development only: the latest mail the development mailbox holds, newest first', {
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    response: one(z.array(devMailView)),
    refusals: ['api.not_found'],
  }),
] as const;
