import type { DailyTransitView } from '@nakshatra/contracts';
import { SIGNS } from '@nakshatra/contracts/client';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { Horoscope } from '../api/horoscope';

export function horoscope(fields: Partial<Horoscope> = {}): Horoscope {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    family: 'horoscope',
    title: 'Leo (Simha) daily horoscope',
    slug: 'leo-simha-daily-horoscope',
    status: 'published',
    sort_order: 0,
    created_at: '2026-11-20T04:30:00.000Z',
    updated_at: '2026-11-20T04:30:00.000Z',
    sign: 'leo',
    period: 'daily',
    date: '2026-11-22',
    body: '<p>The Sun, your ruling planet, <strong>steadies</strong> your plans.</p>',
    lucky_number: 1,
    lucky_color: 'Gold',
    ...fields,
  };
}

export const found = (item: Horoscope): Responder => () => jsonResponse(200, { status: 200, data: [item], meta: { page: 1, limit: 1, total: 1 } });
export const noneWritten: Responder = () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 1, total: 0 } });

/** The query of each get_horoscope request, as an object. */
export const horoscopeQueries = (requests: readonly FakeRequest[]) =>
  requests.filter((request) => request.url.pathname === '/api/get_horoscope').map((request) => Object.fromEntries(request.url.searchParams));

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}

const FAVOURABLE_HOUSES = new Set([1, 3, 6, 7, 10, 11]);

/** get_daily_transit's answer: the Moon in Virgo (Hasta) on 22 November 2026, entering Libra at 4:05 pm IST. */
export function dailyTransit(fields: Partial<DailyTransitView['moon']> = {}): DailyTransitView {
  const moon = { sign: 'Virgo', nakshatra: 'Hasta', next_sign_at: '2026-11-22T10:35:00.000Z', next_sign: 'Libra', ...fields } as const;
  const moonIndex = SIGNS.indexOf(moon.sign);
  return {
    date: '2026-11-22',
    moon,
    signs: SIGNS.map((sign, index) => {
      const house = ((moonIndex - index + 12) % 12) + 1;
      return { sign, house, favourable: FAVOURABLE_HOUSES.has(house), note: `The Moon transits house ${house} from ${sign}.` };
    }),
  };
}

export const transitAnswer =
  (transit: DailyTransitView = dailyTransit()): Responder =>
  () =>
    jsonResponse(200, { status: 200, data: transit });
