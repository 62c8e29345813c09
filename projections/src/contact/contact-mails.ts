import type { ContactMessageReceived, NewsletterSubscribed } from '@nakshatra/contracts';
import { mailKind, SUPPORT_RECIPIENT } from '../mail/mail-kind.js';

/** A contact-form message, to the support team; replying answers the visitor. */
export const contactMessageMail = mailKind<ContactMessageReceived>('ContactMessageReceived', 'contact_message', (message) => ({
  recipient: SUPPORT_RECIPIENT,
  subject: `Contact form: ${message.subject ?? 'a message'} from ${message.name}`,
  body: [message.message, '', `From: ${message.name} <${message.email}>${message.phone ? `, phone ${message.phone}` : ''}`].join('\n'),
  replyTo: message.email,
}));

/** The welcome to a new newsletter subscriber. */
export const newsletterWelcomeMail = mailKind<NewsletterSubscribed>('NewsletterSubscribed', 'newsletter_welcome', ({ email }) => ({
  recipient: email,
  subject: 'Welcome to the Nakshatra newsletter',
  body: 'Thank you for subscribing. You will receive horoscopes, festival dates and offers from Nakshatra. You can unsubscribe at any time.',
}));
