import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { Pooja } from '../api/pooja';

export function pooja(n: number, fields: Partial<Pooja> = {}): Pooja {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    family: 'pooja_booking',
    title: `Pooja ${n}`,
    slug: `pooja-${n}`,
    status: 'published',
    sort_order: 0,
    created_at: '2026-11-20T04:30:00.000Z',
    updated_at: '2026-11-20T04:30:00.000Z',
    price: 2_100_00,
    duration_min: 60,
    temple: 'Kashi Vishwanath, Varanasi',
    benefits: [],
    ...fields,
  };
}

export const poojasAnswer = (items: Pooja[], total = items.length, page = 1): Responder => () =>
  jsonResponse(200, { status: 200, data: items, meta: { page, limit: 12, total } });

export const poojaAnswer = (item: Pooja): Responder => () => jsonResponse(200, { status: 200, data: item });

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}
