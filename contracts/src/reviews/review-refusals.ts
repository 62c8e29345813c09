import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the reviews calls (docs/refusals.md). */
export const reviewRefusals = defineRefusals({
  'review.not_found': { status: 404, en: () => 'Review not found' },
  'review.customer_only': { status: 403, en: () => 'Only the customer can review this consultation.' },
  'review.not_ended': { status: 409, en: () => 'You can review a consultation once it has ended.' },
  'review.already_reviewed': { status: 409, en: () => 'You have already reviewed this consultation.' },
});
