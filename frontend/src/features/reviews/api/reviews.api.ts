import { callApi } from '../../../lib/api-client';

export type { RatingSummary, ReviewView } from '@nakshatra/contracts';

export const REVIEW_PAGE_SIZE = 5;

/** GET /api/get_review: an astrologer's published reviews, newest first, with the rating summary (docs/reviews.md). */
export const getAstrologerReviews = (astrologerId: string, page: number, signal?: AbortSignal) =>
  callApi('get_review', { query: { astrologer_id: astrologerId, page, limit: REVIEW_PAGE_SIZE }, ...(signal ? { signal } : {}) });

/** The caller's own review of a session, or none yet (the chat summary asks before offering the form). */
export const getSessionReview = (sessionId: string, signal?: AbortSignal) => callApi('get_review', { query: { session_id: sessionId, limit: 1 }, ...(signal ? { signal } : {}) });

/** POST /api/create_review: once per ended consultation, by its customer. */
export const createReview = (sessionId: string, rating: number, comment: string) =>
  callApi('create_review', { body: { session_id: sessionId, rating, ...(comment.trim() ? { comment } : {}) } });
