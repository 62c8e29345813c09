import { NEWSLETTER_STREAM_PREFIX, type ContactMessageReceived, type NewsletterConfirmationRequested, type NewsletterSubscribed } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import { mailKind, SUPPORT_RECIPIENT } from '../mail/mail-kind.js';
import { mailTexts, wordMail } from '../mail/mail-texts.js';

/** A contact-form message, to the support team (in both languages: a team has no one language); replying answers the visitor. */
export const contactMessageMail = mailKind<ContactMessageReceived>('ContactMessageReceived', 'contact_message', (message) => ({
  recipient: SUPPORT_RECIPIENT,
  texts: wordMail(mailTexts.contact_message, message, message.message),
  language: 'both',
  replyTo: message.email,
}));

/**
 * A link of the newsletter's mail: the site's `/newsletter` page with the address's id (its
 * stream's) and the secret, which the page sends to confirm_newsletter or unsubscribe_newsletter.
 */
const newsletterLink = (recorded: RecordedEvent, siteOrigin: string, action: 'confirm' | 'unsubscribe', secret: string): string =>
  `${siteOrigin}/newsletter?${action}=${recorded.streamName.slice(NEWSLETTER_STREAM_PREFIX.length)}.${secret}`;

/** Asks the address's owner to confirm a subscription someone made on the site, in the language it was made in. */
export const newsletterConfirmMail = mailKind<NewsletterConfirmationRequested>('NewsletterConfirmationRequested', 'newsletter_confirm', ({ email, language, token, siteOrigin }, recorded) => ({
  recipient: email,
  texts: wordMail(mailTexts.newsletter_confirm, { link: newsletterLink(recorded, siteOrigin, 'confirm', token) }),
  language: language ?? 'both',
}));

/** The welcome to a new newsletter subscriber, in the language they subscribed in (both when not known), with its unsubscribe link. */
export const newsletterWelcomeMail = mailKind<NewsletterSubscribed>('NewsletterSubscribed', 'newsletter_welcome', ({ email, language, unsubscribeToken, siteOrigin }, recorded) => ({
  recipient: email,
  texts: wordMail(mailTexts.newsletter_welcome, { unsubscribeLink: unsubscribeToken ? newsletterLink(recorded, siteOrigin ?? '', 'unsubscribe', unsubscribeToken) : undefined }),
  language: language ?? 'both',
}));
