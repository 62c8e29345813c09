import type { ReviewPageMeta, ReviewView } from '@nakshatra/contracts';
import type { OkEnvelope } from '@nakshatra/contracts/client';
import { callApi, type ApiResult } from '../../../lib/api-client';

export type { RatingSummary, ReviewView } from '@nakshatra/contracts';

/** A page of reviews with its meta (paging, and the summary for one astrologer's). */
export type ReviewPage = OkEnvelope<ReviewView[]> & { readonly meta: ReviewPageMeta };

export const REVIEW_PAGE_SIZE = 5;

/** GET /api/get_review: an astrologer's published reviews, newest first, with the rating summary (docs/reviews.md). */
export function getAstrologerReviews(astrologerId: string, page: number, signal?: AbortSignal): Promise<ApiResult<ReviewView[]>> {
  return callApi<ReviewView[]>('get_review', { query: { astrologer_id: astrologerId, page, limit: REVIEW_PAGE_SIZE }, ...(signal ? { signal } : {}) });
}

/** The caller's own review of a session, or none yet (the chat summary asks before offering the form). */
export function getSessionReview(sessionId: string, signal?: AbortSignal): Promise<ApiResult<ReviewView[]>> {
  return callApi<ReviewView[]>('get_review', { query: { session_id: sessionId, limit: 1 }, ...(signal ? { signal } : {}) });
}

/** POST /api/create_review: once per ended consultation, by its customer. */
export function createReview(sessionId: string, rating: number, comment: string): Promise<ApiResult<ReviewView>> {
  return callApi<ReviewView>('create_review', { body: { session_id: sessionId, rating, ...(comment.trim() ? { comment } : {}) } });
}
