import { callApi, type ApiResult } from '../../../lib/api-client';
import type { RechargePack } from './recharge-pack';

/** The packs fit on one page: the server's largest. */
const MAX_PACKS = 100;

/** GET /api/get_price: the published recharge packs, in the order the admins set. */
export const getRechargePacks = (signal?: AbortSignal): Promise<ApiResult<RechargePack[]>> =>
  callApi<RechargePack[]>('get_price', { query: { limit: MAX_PACKS, sort: 'sort_order', status: 'published' }, ...(signal ? { signal } : {}) });
