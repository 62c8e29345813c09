import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { AstrologerRecordView } from '@nakshatra/contracts';
import type { Astrologer } from '../api/astrologer';

export function astrologer(n: number, fields: Partial<Astrologer> = {}): Astrologer {
  return {
    id: `a${n}`,
    name: `Astrologer ${n}`,
    img_url: `/uploads/astrologer-${n}.png`,
    gender: 'male',
    skills: ['vedic'],
    languages: ['hindi'],
    experience_years: 5,
    price_per_min: 20_00,
    call_price_per_min: null,
    takes_calls: true,
    rating: 4.5,
    rating_count: 40,
    orders: 100,
    status: 'online',
    last_online_at: null,
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

/** The logged-in user's own record (get_my_astrologer), pending unless a test says otherwise. */
export function myRecord(fields: Partial<AstrologerRecordView> = {}): AstrologerRecordView {
  return {
    ...astrologer(1, { name: 'Acharya Meera Joshi', gender: 'female', languages: ['hindi', 'english'], skills: ['tarot'], experience_years: 12, price_per_min: 2550, status: 'offline' }),
    bio: 'Tarot reader and Vedic astrologer for twelve years, trained in Varanasi.',
    approved_at: null,
    user_id: 'u1',
    phone: '9876543210',
    country_code: '+91',
    email: 'meera@example.in',
    date_of_birth: '1985-04-21',
    id_document_url: '/uploads/fedcba9876543210fedcba9876543210.jpg',
    application_status: 'pending',
    active: true,
    availability: 'offline',
    session_id: null,
    rejection: null,
    applied_at: '2026-11-20T04:30:00.000Z',
    reviewed_at: null,
    deactivated_at: null,
    updated_at: '2026-11-20T04:30:00.000Z',
    ...fields,
  };
}
