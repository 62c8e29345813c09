import { callApi } from '../../../lib/api-client';

export const RECHARGES_PAGE_SIZE = 10;

/** GET /api/get_single_transaction/{id}: one transaction (a recharge by its id), the user's own. */
export const getTransaction = (id: string, signal?: AbortSignal) => callApi('get_single_transaction', { params: { id }, ...(signal ? { signal } : {}) });

/** GET /api/get_recharge/{userId}: the user's recharges, newest first, paged. */
export const getRecharges = (userId: string, page: number, signal?: AbortSignal) =>
  callApi('get_recharge', { params: { id: userId }, query: { page, limit: RECHARGES_PAGE_SIZE }, ...(signal ? { signal } : {}) });
