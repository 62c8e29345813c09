import { defineRefusals, plural } from '../refusals/refusal.js';

/** Refusals of the contact calls (docs/refusals.md). */
export const contactRefusals = defineRefusals({
  'subscriber.not_found': { status: 404, en: () => 'Subscriber not found' },
  /** A confirmation or unsubscribe link that names no request of its address, or a confirmation older than 7 days. */
  'subscriber.link_invalid': { status: 400, en: () => 'This link is not valid or has expired. Please subscribe again from the site.' },
  'form.too_many': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many requests from your network. Please try again in ${plural(minutes, 'minute')}.` },
});
