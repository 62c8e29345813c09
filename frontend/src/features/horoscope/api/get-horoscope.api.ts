import { callApi } from '../../../lib/api-client';
import type { ZodiacSign } from '../data/zodiac-signs';
import type { HoroscopeView } from '../lib/horoscope-period';

/**
 * GET /api/get_horoscope: the published horoscope of a sign for one period, dated the period's
 * first day; an empty list when none is written. `status=published` keeps an admin's drafts out too.
 */
export const getHoroscope = (sign: ZodiacSign, { period, date }: HoroscopeView, signal?: AbortSignal) =>
  callApi('get_horoscope', { query: { sign, period, date, status: 'published', limit: 1 }, ...(signal ? { signal } : {}) });
