import { defineRefusals, plural } from '../refusals/refusal.js';

/** Refusals of the contact calls (docs/refusals.md). */
export const contactRefusals = defineRefusals({
  'subscriber.not_found': { status: 404, en: () => 'Subscriber not found' },
  'form.too_many': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many requests from your network. Please try again in ${plural(minutes, 'minute')}.` },
});
