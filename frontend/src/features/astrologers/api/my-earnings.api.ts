import type { MyEarningsView } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

export type MyEarnings = MyEarningsView;

/** GET /api/get_my_earnings: the logged-in astrologer's earnings today, this month (India) and in all, with the latest consultations. */
export const getMyEarnings = (signal?: AbortSignal) => callApi('get_my_earnings', signal ? { signal } : {});
