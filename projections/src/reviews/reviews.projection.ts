import type { ReviewStatus } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { ERASED_NAME, isUserErasure, userErasure } from '../users/erasure.js';
import { asReviewEvent, isReviewEvent, reviewIdOf } from './review-stream.js';

export interface ReviewRow {
  readonly id: string;
  readonly session_id: string;
  readonly astrologer_id: string;
  readonly customer_id: string;
  readonly customer_name: string;
  readonly rating: number;
  readonly comment: string | null;
  readonly status: ReviewStatus;
  readonly moderation_reason: string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

/** One row per review, for get_review and get_single_review; an erased customer's show no name. */
export const reviewsProjection: DocumentProjection<ReviewRow> = {
  name: 'reviews',
  table: 'reviews',
  handles: isReviewEvent,
  keyOf: reviewIdOf,
  perUser: userErasure('customer_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return row && { ...row, customer_name: ERASED_NAME };
    const event = asReviewEvent(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ReviewCreated': {
        const { reviewId, sessionId, astrologerId, customerId, customerName, rating, comment, createdAt } = event.data;
        return {
          id: reviewId,
          session_id: sessionId,
          astrologer_id: astrologerId,
          customer_id: customerId,
          customer_name: customerName,
          rating,
          comment,
          status: 'published',
          moderation_reason: null,
          created_at: createdAt,
          updated_at: at,
        };
      }
      case 'ReviewHidden':
        return row && { ...row, status: 'hidden', moderation_reason: event.data.reason, updated_at: at };
      case 'ReviewPublished':
        return row && { ...row, status: 'published', moderation_reason: event.data.reason, updated_at: at };
    }
  },
};
