import { callApi } from '../../../lib/api-client';

/** GET /api/get_single_users/{id}: the logged-in user's own record (the server lets no one else read it). */
export const getProfile = (userId: string, signal?: AbortSignal) => callApi('get_single_users', { params: { id: userId }, ...(signal ? { signal } : {}) });
