import type { RecordedEvent } from '@nakshatra/event-store';
import type { MailLanguage, MailTexts } from './mail-texts.js';

/** The support team: sent to SUPPORT_EMAIL. */
export const SUPPORT_RECIPIENT = 'support';

/** A user of the product: sent to the e-mail address of their profile, looked up when the mail is sent. */
export const USER_RECIPIENT_PREFIX = 'user:';
export const userRecipient = (userId: string): string => `${USER_RECIPIENT_PREFIX}${userId}`;

/** What a kind of mail says, in each language (mail-texts.ts); plain text. */
export interface ComposedMail {
  /** An e-mail address, SUPPORT_RECIPIENT, or userRecipient(id). */
  readonly recipient: string;
  /** Worded by `wordMail`. */
  readonly texts: MailTexts;
  /**
   * The language the event settles (a subscriber's own; `both` for the support team or an
   * address whose language is not known). Absent for a mail to a user: it goes in the language
   * they read the site in, looked up when it is sent like their address (docs/mail.md).
   */
  readonly language?: MailLanguage;
  /** The user the mail is to or about: their erasure drops it from the outbox (docs/users.md). */
  readonly userId?: string;
  /** Where a reply goes (say, the visitor who wrote to support); else the sender. */
  readonly replyTo?: string;
}

/**
 * One kind of e-mail the product sends (docs/mail.md, "A new kind of mail"): each event of type
 * `event` owes one mail, composed from the event alone (the outbox is a projection, rebuilt from
 * events, so `compose` must be pure).
 */
export interface MailKind {
  /** The event type that asks for this mail; one kind per event type. */
  readonly event: string;
  /** Stored in `email_outbox.kind`: names the mail in logs and in the development mailbox. */
  readonly kind: string;
  readonly compose: (event: RecordedEvent) => ComposedMail;
}

/** A MailKind whose `compose` reads the event's data as its type. */
export const mailKind = <Data>(event: string, kind: string, compose: (data: Data, recorded: RecordedEvent) => ComposedMail): MailKind => ({
  event,
  kind,
  compose: (recorded) => compose(recorded.data as Data, recorded),
});
