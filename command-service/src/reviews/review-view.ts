import type { ReviewView } from '@nakshatra/contracts';
import type { ExistingReview } from './review.decider.js';

/** What create_review and update_review answer. */
export const reviewView = ({ status, review }: ExistingReview): ReviewView => ({
  id: review.reviewId,
  session_id: review.sessionId,
  astrologer_id: review.astrologerId,
  customer_name: review.customerName,
  rating: review.rating,
  comment: review.comment,
  status,
  created_at: review.createdAt,
});
