import type { EarningsTotals, GiftEarningsTotals } from '@nakshatra/contracts';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import type { MyEarnings } from '../api/my-earnings.api';

export const totals = (fields: Partial<EarningsTotals> = {}): EarningsTotals => ({ sessions: 0, paid_minutes: 0, gross: 0, commission: 0, astrologer_earning: 0, ...fields });

export const giftTotals = (fields: Partial<GiftEarningsTotals> = {}): GiftEarningsTotals => ({ count: 0, gross: 0, commission: 0, astrologer_earning: 0, ...fields });

export function myEarnings(fields: Partial<MyEarnings> = {}): MyEarnings {
  return { astrologer_id: 'a1', today: '2026-11-23', totals: { today: totals(), this_month: totals(), all_time: totals() }, recent: [], gifts: { today: giftTotals(), this_month: giftTotals(), all_time: giftTotals() }, recent_gifts: [], ...fields };
}

/** get_my_earnings answering these earnings (none by default). */
export const earningsAnswer = (earnings: MyEarnings = myEarnings()): Responder => () => jsonResponse(200, { status: 200, data: earnings });
