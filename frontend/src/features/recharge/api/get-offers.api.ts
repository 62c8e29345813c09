import { callApi } from '../../../lib/api-client';

const MAX_OFFERS = 20;

/** GET /api/get_offers: the published offers, in the order the admins set. */
export const getOffers = (signal?: AbortSignal) => callApi('get_offers', { query: { limit: MAX_OFFERS, sort: 'sort_order', status: 'published' }, ...(signal ? { signal } : {}) });
