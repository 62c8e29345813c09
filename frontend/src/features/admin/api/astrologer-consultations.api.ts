import { callApi } from '../../../lib/api-client';

/** GET /api/get_astrologer_earnings?astrologer_id=: the astrologer's consultations as money (one row, or none yet). */
export const getAstrologerEarnings = (astrologerId: string, signal?: AbortSignal) => callApi('get_astrologer_earnings', { query: { astrologer_id: astrologerId }, signal });

/** GET /api/get_astro_user/{id}: the astrologer's customers, latest consultation first. */
export const getAstrologerCustomers = (astrologerId: string, page: number, signal?: AbortSignal) =>
  callApi('get_astro_user', { params: { id: astrologerId }, query: { page, limit: 20 }, signal });

/** GET /api/get_single_astro_chat_session/{id}: the astrologer's sessions, chats and calls (or one channel), newest first. */
export const getAstrologerSessions = (astrologerId: string, { page, channel }: { page: number; channel: 'chat' | 'call' | undefined }, signal?: AbortSignal) =>
  callApi('get_single_astro_chat_session', { params: { id: astrologerId }, query: { page, limit: 20, channel }, signal });

/** GET /api/get_review?astrologer_id=: admins get hidden reviews too, with their status. */
export const getAstrologerReviewsForAdmin = (astrologerId: string, page: number, signal?: AbortSignal) =>
  callApi('get_review', { query: { astrologer_id: astrologerId, page, limit: 20 }, signal });

/** PUT /api/update_review/{id}: publish or hide a review. */
export const moderateReview = (id: string, status: 'published' | 'hidden') => callApi('update_review', { params: { id }, body: { status } });
