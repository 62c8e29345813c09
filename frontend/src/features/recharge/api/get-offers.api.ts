import { callApi, type ApiResult } from '../../../lib/api-client';
import type { Offer } from './recharge-pack';

const MAX_OFFERS = 20;

/** GET /api/get_offers: the published offers, in the order the admins set. */
export const getOffers = (signal?: AbortSignal): Promise<ApiResult<Offer[]>> =>
  callApi<Offer[]>('get_offers', { query: { limit: MAX_OFFERS, sort: 'sort_order', status: 'published' }, ...(signal ? { signal } : {}) });
