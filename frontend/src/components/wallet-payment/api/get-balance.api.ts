import { callApi } from '../../../lib/api-client';

/** GET /api/get_single_users/{id}: the logged-in user's own record, as the header and the wallet page read it (balance in paise). */
export const getBalance = (userId: string, signal?: AbortSignal) => callApi('get_single_users', { params: { id: userId }, ...(signal ? { signal } : {}) });
