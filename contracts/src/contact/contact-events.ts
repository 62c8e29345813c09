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

/**
 * Someone asked to subscribe an address from the site (send_subscribe_email): a mail to it asks its
 * owner to confirm, with a link holding `token` (docs/mail.md, "Newsletter: double opt-in"). In
 * stream `newsletter-<sha256 of the lower-cased e-mail>`, as every event of the address.
 */
export interface NewsletterConfirmationRequested {
  readonly email: string;
  readonly language?: SiteLanguage;
  /** The secret of the confirmation link (base64url, 32 random bytes); good for 7 days. */
  readonly token: string;
  readonly requestedAt: string;
  /** The site's origin the link points at (PUBLIC_ORIGIN); '' writes it relative to the site (development without one). */
  readonly siteOrigin: string;
}

/** A newsletter subscription: its owner confirmed it from the mail (confirm_newsletter), or an admin added the address. */
export interface NewsletterSubscribed {
  readonly email: string;
  /** The language the visitor subscribed from, which the newsletter's mail speaks; absent when unknown (an admin added the address, or before it was recorded). */
  readonly language?: SiteLanguage;
  /** The secret of this subscription's unsubscribe link, in every mail of the newsletter (absent before links were sent). */
  readonly unsubscribeToken?: string;
  /** As in NewsletterConfirmationRequested, for the unsubscribe link. */
  readonly siteOrigin?: string;
}

export const CONTACT_STREAM_PREFIX = 'contact-';
export const NEWSLETTER_STREAM_PREFIX = 'newsletter-';

/** The address asked to stop (or an admin removed it); a later subscription starts it again. */
export interface NewsletterUnsubscribed {
  readonly email: string;
}
