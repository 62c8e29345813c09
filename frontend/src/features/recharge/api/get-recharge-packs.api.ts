import { callApi } from '../../../lib/api-client';

/** The packs fit on one page: the server's largest. */
const MAX_PACKS = 100;

/** GET /api/get_price: the published recharge packs, in the order the admins set. */
export const getRechargePacks = (signal?: AbortSignal) => callApi('get_price', { query: { limit: MAX_PACKS, sort: 'sort_order', status: 'published' }, ...(signal ? { signal } : {}) });
