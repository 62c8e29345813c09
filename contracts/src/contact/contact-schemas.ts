import { z } from 'zod';
import { SITE_LANGUAGES } from '../languages.js';
import { MOBILE_PATTERN } from '../users/mobile-number.js';
import { NEWSLETTER_LINK_TOKEN } from './newsletter-link.js';

/** The language the visitor reads the site in: the newsletter's mail speaks it, and support may answer in it (docs/mail.md). */
const language = z.enum(SITE_LANGUAGES).optional();

/** Bodies of the contact form (send-email) and the newsletter (send_subscribe_email, create_subscriber). */
export const contactSchemas = {
  contactMessage: z.strictObject({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(200),
    phone: z.string().regex(MOBILE_PATTERN, 'field.mobile_invalid').optional(),
    subject: z.string().trim().max(200).optional(),
    message: z.string().trim().min(1).max(5000),
    language,
  }),
  subscribe: z.strictObject({ email: z.email().max(200), language }),
  /** confirm_newsletter, unsubscribe_newsletter: the `token` of the mail's link, `<subscriber id>.<secret>`. */
  newsletterLink: z.strictObject({ token: z.string().regex(NEWSLETTER_LINK_TOKEN, 'field.newsletter_link') }),
};
