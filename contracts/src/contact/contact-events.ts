import type { SiteLanguage } from '../languages.js';

/** A message sent through the contact form (send-email), in stream `contact-<messageId>`. */
export interface ContactMessageReceived {
  readonly messageId: string;
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly subject?: string;
  readonly message: string;
  /** The language the visitor wrote from (absent before issue #18 recorded it): support's mail names it. */
  readonly language?: SiteLanguage;
}

/** A newsletter subscription (send_subscribe_email), in stream `newsletter-<sha256 of the lower-cased e-mail>`. */
export interface NewsletterSubscribed {
  readonly email: string;
  /** The language the visitor subscribed from, which the newsletter's mail speaks; absent when unknown (an admin added the address, or before it was recorded). */
  readonly language?: SiteLanguage;
}

export const CONTACT_STREAM_PREFIX = 'contact-';
export const NEWSLETTER_STREAM_PREFIX = 'newsletter-';

/** The address asked to stop (or an admin removed it); a later subscription starts it again. */
export interface NewsletterUnsubscribed {
  readonly email: string;
}
