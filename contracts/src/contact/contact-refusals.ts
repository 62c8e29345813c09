import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the contact calls (docs/refusals.md). */
export const contactRefusals = defineRefusals({
  'subscriber.not_found': { status: 404, en: () => 'Subscriber not found' },
});
