import type { ContactMessageReceived, NewsletterSubscribed } from '@nakshatra/contracts';
import { mailKind, SUPPORT_RECIPIENT } from '../mail/mail-kind.js';
import { mailTexts, wordMail } from '../mail/mail-texts.js';

/** A contact-form message, to the support team (in both languages: a team has no one language); replying answers the visitor. */
export const contactMessageMail = mailKind<ContactMessageReceived>('ContactMessageReceived', 'contact_message', (message) => ({
  recipient: SUPPORT_RECIPIENT,
  texts: wordMail(mailTexts.contact_message, message, message.message),
  language: 'both',
  replyTo: message.email,
}));

/** The welcome to a new newsletter subscriber, in the language they subscribed in (both when not known). */
export const newsletterWelcomeMail = mailKind<NewsletterSubscribed>('NewsletterSubscribed', 'newsletter_welcome', ({ email, language }) => ({
  recipient: email,
  texts: wordMail(mailTexts.newsletter_welcome, {}),
  language: language ?? 'both',
}));
