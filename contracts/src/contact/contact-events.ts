/** A message sent through the contact form (send-email), in stream `contact-<messageId>`. */
export interface ContactMessageReceived {
  readonly messageId: string;
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly subject?: string;
  readonly message: string;
}

/** A newsletter subscription (send_subscribe_email), in stream `newsletter-<sha256 of the lower-cased e-mail>`. */
export interface NewsletterSubscribed {
  readonly email: string;
}

export const CONTACT_STREAM_PREFIX = 'contact-';
export const NEWSLETTER_STREAM_PREFIX = 'newsletter-';

/** The address asked to stop (or an admin removed it); a later subscription starts it again. */
export interface NewsletterUnsubscribed {
  readonly email: string;
}
