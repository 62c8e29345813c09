import { NEWSLETTER_STREAM_PREFIX, type NewsletterSubscribed } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';

export interface NewsletterSubscriberRow {
  readonly id: string;
  readonly email: string;
  readonly status: 'subscribed' | 'unsubscribed';
  readonly subscribed_at: Date | string;
  readonly updated_at: Date | string;
}

/** One row per address that ever subscribed; the id is its stream's (the SHA-256 of the address). */
export const newsletterSubscribersProjection: DocumentProjection<NewsletterSubscriberRow> = {
  name: 'newsletter_subscribers',
  table: 'newsletter_subscribers',
  handles: (event) => event.streamName.startsWith(NEWSLETTER_STREAM_PREFIX),
  keyOf: (event) => event.streamName.slice(NEWSLETTER_STREAM_PREFIX.length),
  evolve(row, event: RecordedEvent) {
    const at = event.metadata.occurredAt;
    if (event.type === 'NewsletterSubscribed') {
      const { email } = event.data as NewsletterSubscribed;
      return row ? { ...row, status: 'subscribed', updated_at: at } : { id: event.streamName.slice(NEWSLETTER_STREAM_PREFIX.length), email, status: 'subscribed', subscribed_at: at, updated_at: at };
    }
    if (event.type === 'NewsletterUnsubscribed' && row) return { ...row, status: 'unsubscribed', updated_at: at };
    return row;
  },
};
