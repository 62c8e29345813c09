import { callApi } from '../../../lib/api-client';
import type { CalendarDay } from '../lib/horoscope-period';

/** GET /api/get_daily_transit: where the Moon is on an Indian calendar day, and the house it transits for each Moon sign. */
export const getDailyTransit = (date: CalendarDay, signal?: AbortSignal) => callApi('get_daily_transit', { query: { date }, ...(signal ? { signal } : {}) });
