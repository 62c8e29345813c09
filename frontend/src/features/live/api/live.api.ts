import { callApi } from '../../../lib/api-client';

/** GET /api/get_live_sessions: who is live now and who is scheduled next (public). */
export const getLiveSessions = (signal?: AbortSignal) => callApi('get_live_sessions', { query: { limit: 20 }, ...(signal ? { signal } : {}) });

/** GET /api/get_live_session/{id}: one session, whatever its status (public). */
export const getLiveSession = (id: string, signal?: AbortSignal) => callApi('get_live_session', { params: { id }, ...(signal ? { signal } : {}) });

/** GET /api/get_my_follows?astrologer_id=: whether the customer follows this one astrologer (an empty page: not). */
export const getMyFollow = (astrologerId: string, signal?: AbortSignal) =>
  callApi('get_my_follows', { query: { astrologer_id: astrologerId, limit: 1 }, ...(signal ? { signal } : {}) });

/** PUT /api/follow_astrologer/{id}: "notify me" when they go live. */
export const followAstrologer = (astrologerId: string) => callApi('follow_astrologer', { params: { id: astrologerId }, body: {} });

/** DELETE /api/unfollow_astrologer/{id}. */
export const unfollowAstrologer = (astrologerId: string) => callApi('unfollow_astrologer', { params: { id: astrologerId } });

/** GET /api/get_my_live_sessions: the astrologer's own sessions, newest start first. */
export const getMyLiveSessions = (signal?: AbortSignal) => callApi('get_my_live_sessions', { query: { page: 1, limit: 20 }, ...(signal ? { signal } : {}) });

/** POST /api/create_live_session: go live now, or schedule for `startsAt` (ISO, UTC). */
export const createLiveSession = (title: string, topic: string, startsAt?: string) =>
  callApi('create_live_session', { body: startsAt === undefined ? { title, topic, now: true } : { title, topic, starts_at: startsAt } });

/** PUT /api/start_live_session/{id}. */
export const startLiveSession = (id: string) => callApi('start_live_session', { params: { id }, body: {} });

/** PUT /api/end_live_session/{id}. */
export const endLiveSession = (id: string) => callApi('end_live_session', { params: { id }, body: {} });

/** DELETE /api/delete_live_session/{id}: cancels a session that has not started. */
export const cancelLiveSession = (id: string) => callApi('delete_live_session', { params: { id } });
