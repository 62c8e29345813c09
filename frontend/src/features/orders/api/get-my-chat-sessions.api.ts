import { callApi } from '../../../lib/api-client';

export const CONSULTATIONS_PAGE_SIZE = 10;

/** GET /api/get_my_chat_sessions: your own consultations, newest first, paged. */
export const getMyChatSessions = (page: number, signal?: AbortSignal) =>
  callApi('get_my_chat_sessions', { query: { page, limit: CONSULTATIONS_PAGE_SIZE }, ...(signal ? { signal } : {}) });
