import { callApi } from '../../../lib/api-client';

/** GET /api/get_my_kundlis: the logged-in user's saved kundlis, newest first, a page at a time (meta has the total). */
export const getMyKundlis = ({ page, limit }: { page: number; limit: number }, signal?: AbortSignal) =>
  callApi('get_my_kundlis', { query: { page, limit }, ...(signal ? { signal } : {}) });
