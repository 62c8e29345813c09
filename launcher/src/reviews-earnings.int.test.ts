import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { chatFixtures } from './testing/chat-fixtures.js';
import { testApi, type Answer } from './testing/test-api.js';

const PRICE = 20_00;

/**
 * Reviews, ratings, an astrologer's customers and earnings through the whole stack: a paid chat is
 * finished, reviewed once, moderated, and the numbers show in the astrologer lists and admin reads.
 */
describe('reviews, customers and earnings', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let chat: ReturnType<typeof chatFixtures>;
  let clock = new Date();
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'reviews_stack');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: 20, now: () => clock } });
    api = testApi(stack);
    admin = stack.cookie('admin');
    chat = chatFixtures(stack, api, admin);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const onlineAstrologer = () =>
    chat.onlineAstrologer({
      name: 'Acharya Meera Iyer',
      email: 'meera@example.com',
      gender: 'female',
      date_of_birth: '1980-06-01',
      languages: ['tamil'],
      skills: ['tarot'],
      experience_years: 12,
      price_per_min: PRICE,
      bio: 'Tarot and numerology for twelve years, with a focus on career and marriage.',
    });
  const fundedCustomer = () => chat.customer(100 * PRICE);
  const after = (answer: Answer) => chat.after(answer);

  /** A consultation of `minutes` started minutes (after the free first chat is used up) in which the astrologer answers. */
  async function consultation(customer: { cookie: string }, astrologer: { id: string; cookie: string }, minutes: number, name = 'Asha Kulkarni') {
    const requested = await api.call('POST', '/api/create_chat_session', {
      cookie: customer.cookie,
      body: { astrologer_id: astrologer.id, intake: { name, birth_date: '1990-04-01', birth_place: 'Pune' } },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const id = requested.body.data.id as string;
    expect((await api.call('PUT', `/api/update_chat_session/${id}`, { cookie: astrologer.cookie, body: { action: 'accept' } })).status).toBe(200);
    // The astrologer answers at once: a paid chat they said nothing in would be refunded by rule (docs/refund-rules.md).
    expect((await chat.say(astrologer.cookie, id, 'Namaste, tell me your question.')).status).toBe(201);
    advance(60 * (minutes - 1) + 30);
    const ended = await api.call('PUT', `/api/end_chat_session/${id}`, { cookie: customer.cookie, body: {} });
    expect(ended.body.data).toMatchObject({ status: 'ended', minutes_billed: minutes });
    return { id, ended, freeMinutes: requested.body.data.free_minutes as number };
  }

  const review = (cookie: string, body: object) => api.call('POST', '/api/create_review', { cookie, body });

  it('reviews a finished chat once, hides it, and the rating, customers and earnings follow', async () => {
    const meera = await onlineAstrologer();
    const asha = await fundedCustomer();
    const free = await consultation(asha, meera, 1);
    expect(free.freeMinutes).toBe(3);
    const paid = await consultation(asha, meera, 3);

    // Not ended yet: a live request cannot be reviewed.
    const live = await api.call('POST', '/api/create_chat_session', { cookie: asha.cookie, body: { astrologer_id: meera.id, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } } });
    expect(await review(asha.cookie, { session_id: live.body.data.id, rating: 5 })).toMatchObject({ status: 409 });
    await api.call('PUT', `/api/end_chat_session/${live.body.data.id}`, { cookie: asha.cookie, body: {} });
    // Withdrawn before acceptance: not a consultation.
    expect(await review(asha.cookie, { session_id: live.body.data.id, rating: 5 })).toMatchObject({ status: 409 });

    const created = await review(asha.cookie, { session_id: paid.id, rating: 4, comment: '  <b>Very</b> accurate and kind.  ' });
    expect(created).toMatchObject({
      status: 201,
      body: { data: { id: paid.id, session_id: paid.id, astrologer_id: meera.id, customer_name: 'Asha K.', rating: 4, comment: 'Very accurate and kind.', status: 'published' }, position: expect.any(String) },
    });
    expect(await review(asha.cookie, { session_id: paid.id, rating: 5 })).toMatchObject({ status: 409, body: { message: 'You have already reviewed this consultation.' } });
    expect(await review(stack.cookie('customer'), { session_id: paid.id, rating: 5 })).toMatchObject({ status: 404 });
    expect(await review(meera.cookie, { session_id: paid.id, rating: 5 })).toMatchObject({ status: 403 });
    const invalid = await review(asha.cookie, { session_id: free.id, rating: 6, comment: 'x'.repeat(1001) });
    expect(invalid).toMatchObject({ status: 400 });
    expect(invalid.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['comment', 'rating']);
    const second = await review(asha.cookie, { session_id: free.id, rating: 2 });
    expect(second.status).toBe(201);

    // The rating in the lists and the profile; the reviews with their summary.
    const profile = await api.call('GET', `/api/get_single_astrologer/${meera.id}`, { headers: after(second) });
    expect(profile.body.data).toMatchObject({ rating: 3, rating_count: 2 });
    const listed = await api.call('GET', '/api/get_astrologer', { headers: after(second) });
    expect(listed.body.data.find((card: { id: string }) => card.id === meera.id)).toMatchObject({ rating: 3, rating_count: 2 });
    const reviews = await api.call('GET', `/api/get_review?astrologer_id=${meera.id}`, { headers: after(second) });
    expect(reviews.body.data.map((row: { id: string }) => row.id)).toEqual([free.id, paid.id]);
    expect(reviews.body.meta.summary).toEqual({ average: 3, count: 2, histogram: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 } });
    const mine = await api.call('GET', `/api/get_review?session_id=${paid.id}`, { cookie: asha.cookie });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: paid.id, rating: 4 })]);

    // Moderation: hidden from everyone but admins and its customer, and off the rating.
    const hidden = await api.call('PUT', `/api/update_review/${free.id}`, { cookie: admin, body: { status: 'hidden', reason: 'Not about the consultation' } });
    expect(hidden).toMatchObject({ status: 200, body: { data: { status: 'hidden' } } });
    expect((await api.call('PUT', `/api/update_review/${free.id}`, { cookie: asha.cookie, body: { status: 'published' } })).status).toBe(403);
    expect((await api.call('GET', `/api/get_single_review/${free.id}`, { headers: after(hidden) })).status).toBe(404);
    expect((await api.call('GET', `/api/get_single_review/${free.id}`, { cookie: admin, headers: after(hidden) })).body.data).toMatchObject({ status: 'hidden' });
    expect((await api.call('GET', `/api/get_single_astrologer/${meera.id}`, { headers: after(hidden) })).body.data).toMatchObject({ rating: 4, rating_count: 1 });
    const afterHiding = await api.call('GET', `/api/get_review?astrologer_id=${meera.id}`, { headers: after(hidden) });
    expect(afterHiding.body.meta.summary).toMatchObject({ average: 4, count: 1 });

    // The astrologer's customers and the earnings (3 paid minutes; the free chat earns nothing).
    const customers = await api.call('GET', `/api/get_astro_user/${meera.id}`, { cookie: admin, headers: after(paid.ended) });
    expect(customers.body.data).toEqual([{ customer_id: asha.userId, name: 'Asha Kulkarni', phone: null, sessions: 2, total_minutes: 4, total_paid: 3 * PRICE, last_session_at: expect.any(String) }]);
    const earnings = await api.call('GET', `/api/get_astrologer_earnings?astrologer_id=${meera.id}`, { cookie: admin, headers: after(paid.ended) });
    expect(earnings.body.data).toEqual([{ astrologer_id: meera.id, astrologer_name: 'Acharya Meera Iyer', sessions: 2, paid_minutes: 3, gross: 3 * PRICE, commission: 3 * 6_00, astrologer_earning: 3 * 14_00 }]);
    const own = await api.call('GET', '/api/get_my_earnings', { cookie: meera.cookie, headers: after(paid.ended) });
    expect(own.body.data.totals.all_time).toEqual({ sessions: 2, paid_minutes: 3, gross: 3 * PRICE, commission: 3 * 6_00, astrologer_earning: 3 * 14_00 });
    expect(own.body.data.recent.map((row: { session_id: string }) => row.session_id)).toEqual([paid.id, free.id]);
    expect((await api.call('GET', '/api/get_my_earnings', { cookie: asha.cookie })).status).toBe(403);
  });
});
