import { callApi } from '../../../lib/api-client';

/** GET /api/get_single_kundli/{id}: one of the logged-in user's saved kundlis (404 for anyone else's). */
export const getSingleKundli = (id: string, signal?: AbortSignal) => callApi('get_single_kundli', { params: { id }, ...(signal ? { signal } : {}) });
