import type { ContactMessageReceived, NewsletterSubscribed } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';

export interface EmailOutboxRow {
  readonly id: string;
  readonly kind: 'contact_message' | 'newsletter_welcome';
  /** An address, or `support` for the support team's configured address. */
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly reply_to: string | null;
  readonly created_at: Date | string;
}

/** The e-mails the product owes: one row per event that asks for one, keyed by that event's id. */
export const emailOutboxProjection: DocumentProjection<EmailOutboxRow> = {
  name: 'email_outbox',
  table: 'email_outbox',
  handles: (event) => event.type === 'ContactMessageReceived' || event.type === 'NewsletterSubscribed',
  keyOf: (event) => event.id,
  evolve(_row, event: RecordedEvent) {
    const created_at = event.metadata.occurredAt;
    if (event.type === 'ContactMessageReceived') {
      const message = event.data as ContactMessageReceived;
      return {
        id: event.id,
        kind: 'contact_message',
        recipient: 'support',
        subject: `Contact form: ${message.subject ?? 'a message'} from ${message.name}`,
        body: [message.message, '', `From: ${message.name} <${message.email}>${message.phone ? `, phone ${message.phone}` : ''}`].join('\n'),
        reply_to: message.email,
        created_at,
      };
    }
    const { email } = event.data as NewsletterSubscribed;
    return {
      id: event.id,
      kind: 'newsletter_welcome',
      recipient: email,
      subject: 'Welcome to the Nakshatra newsletter',
      body: 'Thank you for subscribing. You will receive horoscopes, festival dates and offers from Nakshatra. You can unsubscribe at any time.',
      reply_to: null,
      created_at,
    };
  },
};
