import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { Astrologer } from '../api/astrologer';

export function astrologer(n: number, fields: Partial<Astrologer> = {}): Astrologer {
  return {
    id: `a${n}`,
    name: `Astrologer ${n}`,
    img_url: `/uploads/astrologer-${n}.png`,
    skills: ['vedic'],
    languages: ['hindi'],
    experience_years: 5,
    price_per_min: 20_00,
    rating: 4.5,
    orders: 100,
    status: 'online',
    ...fields,
  };
}

export const astrologersAnswer = (items: Astrologer[], total = items.length, page = 1): Responder => () =>
  jsonResponse(200, { status: 200, data: items, meta: { page, limit: 12, total } });

/** What a planned call answers until its issue ships. */
export const notServedYet = (name: string): Responder => () =>
  jsonResponse(501, { status: 501, message: `${name} is planned (issue #7, astrologers and paid chat consultations) and not served yet` });

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}
