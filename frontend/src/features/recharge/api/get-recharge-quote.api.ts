import { callApi } from '../../../lib/api-client';
import type { RechargeRequest } from './recharge-request';

/** GET /api/get_recharge_quote: what the recharge costs (GST) and credits (bonuses, a coupon's too); 400 naming coupon_code for a code that does not apply. */
export const getRechargeQuote = (request: RechargeRequest, couponCode: string, signal?: AbortSignal) =>
  callApi('get_recharge_quote', { query: { ...request, coupon_code: couponCode || undefined }, ...(signal ? { signal } : {}) });
