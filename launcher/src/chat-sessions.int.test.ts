import { astrologerEarningsStreamName } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { CHAT_PRICE as PRICE, chatFixtures } from './testing/chat-fixtures.js';
import { testApi } from './testing/test-api.js';

type Fixtures = ReturnType<typeof chatFixtures>;

/**
 * A paid chat through the whole stack (gateway, command service with its billing ticker,
 * projections, query service). The chat clock is the test's: it moves a minute at a time and the
 * ticker (every 20 ms here) bills what started, so nothing waits real minutes.
 */
describe('chat sessions', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let after: Fixtures['after'], onlineAstrologer: Fixtures['onlineAstrologer'], customer: Fixtures['customer'];
  let request: Fixtures['request'], answer: Fixtures['answer'], end: Fixtures['end'], say: Fixtures['say'];
  let clock = new Date();
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'chat_sessions_stack');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: 20, now: () => clock } });
    api = testApi(stack);
    admin = stack.cookie('admin');
    ({ after, onlineAstrologer, customer, request, answer, end, say } = chatFixtures(stack, api, admin));
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const eventsOf = async (stream: string) => (await stack.store.readStream(stream)).map((event) => event.data as { amount: number });

  it('runs a paid chat: request, accept, messages, a minute billed as each starts, earnings, the end and the summary', async () => {
    const ravi = await onlineAstrologer();
    const asha = await customer(20 * PRICE);
    // Asha's free first chat, used up at once.
    const free = await request(asha.cookie, ravi.id);
    await answer(ravi.cookie, free.body.data.id, { action: 'accept' });
    expect((await end(asha.cookie, free.body.data.id)).body.data).toMatchObject({ status: 'ended', free_minutes: 3, total_billed: 0 });

    const requested = await request(asha.cookie, ravi.id);
    expect(requested).toMatchObject({ status: 201, body: { data: { status: 'requested', price_per_min: PRICE, free_minutes: 0 }, position: expect.any(String) } });
    const id = requested.body.data.id as string;
    expect(await ravi.status(requested)).toBe('busy');
    expect((await answer(asha.cookie, id, { action: 'accept' })).status).toBe(403);

    const accepted = await answer(ravi.cookie, id, { action: 'accept' });
    expect(accepted).toMatchObject({ status: 200, body: { data: { status: 'active', minutes_billed: 1, total_billed: PRICE } } });
    expect(await asha.debits()).toEqual([PRICE]);
    expect(await say(asha.cookie, id, '  <b>Namaste</b>, will I get the job?  ')).toMatchObject({ status: 201 });
    const reply = await say(ravi.cookie, id, 'Namaste Asha. Saturn says yes.');
    expect(await say(stack.cookie('customer'), id, 'hello')).toMatchObject({ status: 404 });
    expect(await say(asha.cookie, id, '   ')).toMatchObject({ status: 400 });

    advance(60);
    // The ticker (every 20 ms) bills the minute a few ticks after the clock moved.
    await expect.poll(asha.debits).toEqual([PRICE, PRICE]);
    advance(60);
    await expect.poll(asha.debits).toEqual([PRICE, PRICE, PRICE]);

    advance(30);
    const ended = await end(asha.cookie, id);
    expect(await ravi.status(ended)).toBe('online');
    expect(ended.body.data).toMatchObject({ status: 'ended', minutes_billed: 3, total_billed: 3 * PRICE, end: { by: 'customer', reason: null, duration_seconds: 150 } });
    expect(await end(ravi.cookie, id)).toMatchObject({ status: 200, body: { data: { end: { by: 'customer' } } } });
    const earned = await eventsOf(astrologerEarningsStreamName(ravi.id));
    expect(earned.map((data) => data.amount)).toEqual([17_50, 17_50, 17_50]);

    // The transcript: both participants and admins; the admin lists have the session.
    const transcript = await api.call('GET', `/api/get_session_message/${id}`, { cookie: asha.cookie, headers: after(reply) });
    expect(transcript.body.data.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual([
      ['customer', 'Namaste, will I get the job?'],
      ['astrologer', 'Namaste Asha. Saturn says yes.'],
    ]);
    expect((await api.call('GET', `/api/get_session_message/${id}`, { cookie: stack.cookie('customer') })).status).toBe(404);
    const sessions = await api.call('GET', `/api/get_single_astro_chat_session/${ravi.id}`, { cookie: admin, headers: after(ended) });
    // Both of Ravi's sessions were requested at the same test-clock instant: find this one by id.
    expect(sessions.body.data.find((row: { id: string }) => row.id === id)).toMatchObject({ id, status: 'ended', total_billed: 3 * PRICE, astrologer_earning: 3 * 17_50, commission: 3 * 7_50, message_count: 2 });

    // Each side's own list (order history, the console): the customer never sees the astrologer's share.
    const ashaList = await api.call('GET', '/api/get_my_chat_sessions', { cookie: asha.cookie, headers: after(ended) });
    expect(ashaList.body.meta.total).toBe(2);
    expect(ashaList.body.data.find((row: { id: string }) => row.id === id)).toMatchObject({ role: 'customer', astrologer_name: 'Pandit Ravi Shastri', customer_name: 'Asha', minutes_billed: 3, total_billed: 3 * PRICE, astrologer_earning: null, duration_seconds: 150 });
    const raviList = await api.call('GET', '/api/get_my_chat_sessions', { cookie: ravi.cookie, headers: after(ended) });
    expect(raviList.body.data.find((row: { id: string }) => row.id === id)).toMatchObject({ role: 'astrologer', astrologer_earning: 3 * 17_50 });
    expect((await api.call('GET', '/api/get_my_chat_sessions', { cookie: stack.cookie('customer') })).body.data).toEqual([]);
  });

  it('carries the birth place chosen from the search to the astrologer and the admin list; an intake without one says null', async () => {
    const meera = await onlineAstrologer();
    const asha = await customer(20 * PRICE);
    const pune = { name: 'Pune', state: 'Maharashtra', country: 'India', lat: 18.5196, lon: 73.8553, timezone: 'Asia/Kolkata' };
    const polar = await request(asha.cookie, meera.id, { resolved_place: { ...pune, lat: 69.65 } });
    expect(polar).toMatchObject({ status: 400, body: { errors: [{ path: 'intake.resolved_place.lat', code: 'field.polar_latitude' }] } });

    const typed = await request(asha.cookie, meera.id);
    expect(typed.body.data.intake).toEqual({ name: 'Asha', birth_date: '1990-04-01', birth_time: '06:30', birth_place: 'Pune', resolved_place: null });
    await end(asha.cookie, typed.body.data.id);
    const chosen = await request(asha.cookie, meera.id, { birth_place: 'Pune, Maharashtra, India', resolved_place: pune });
    expect(chosen).toMatchObject({ status: 201, body: { data: { intake: { birth_place: 'Pune, Maharashtra, India', resolved_place: pune } } } });
    const accepted = await answer(meera.cookie, chosen.body.data.id, { action: 'accept' });
    expect(accepted.body.data.intake.resolved_place).toEqual(pune);
    const rows = await api.call('GET', `/api/get_single_astro_chat_session/${meera.id}`, { cookie: admin, headers: after(accepted) });
    const places = Object.fromEntries(rows.body.data.map((row: { id: string; intake: { resolved_place: unknown } }) => [row.id, row.intake.resolved_place]));
    expect(places).toEqual({ [typed.body.data.id]: null, [chosen.body.data.id]: pune });
    await end(asha.cookie, chosen.body.data.id);
  });

  it('refuses a request the balance cannot cover with a clear 409 and a busy astrologer; lists rejections with the reason', async () => {
    const ravi = await onlineAstrologer();
    const meera = await customer(5 * PRICE - 1);
    const free = await request(meera.cookie, ravi.id);
    expect(free.body.data).toMatchObject({ free_minutes: 3 });
    const other = await customer(100 * PRICE);
    expect(await request(other.cookie, ravi.id)).toMatchObject({ status: 409, body: { code: 'chat.astrologer_busy', message: expect.stringContaining('busy') } });
    await answer(ravi.cookie, free.body.data.id, { action: 'accept' });
    await end(meera.cookie, free.body.data.id);

    expect(await request(meera.cookie, ravi.id)).toMatchObject({
      status: 409,
      body: { code: 'wallet.insufficient_balance', params: { balance: 124_99, needed: 125_00 }, message: 'Insufficient balance: ₹ 124.99 in the wallet, ₹ 125 needed. Please recharge.' },
    });
    const declined = await request(other.cookie, ravi.id);
    const rejectedAnswer = await answer(ravi.cookie, declined.body.data.id, { action: 'reject', reason: 'Please ask again in an hour' });
    expect(rejectedAnswer.body.data).toMatchObject({ status: 'rejected', rejection: { by: 'astrologer', reason: 'Please ask again in an hour' } });
    const rejected = await api.call('GET', '/api/get_reject_chat', { cookie: admin, headers: after(rejectedAnswer) });
    expect(rejected.body.data).toContainEqual(expect.objectContaining({ id: declined.body.data.id, rejection: expect.objectContaining({ by: 'astrologer', reason: 'Please ask again in an hour' }) }));
    expect(await ravi.status(rejectedAnswer)).toBe('online');
  });

  it('rejects a request nobody answers within 60 s, and frees the astrologer', async () => {
    const ravi = await onlineAstrologer();
    const dev = await customer(10 * PRICE);
    const { body } = await request(dev.cookie, ravi.id);
    advance(61);
    const rejection = async () => (await api.call('GET', `/api/get_reject_chat`, { cookie: admin })).body.data.find((row: { id: string }) => row.id === body.data.id)?.rejection.reason;
    await expect.poll(rejection).toBe('timeout');
    expect(await answer(ravi.cookie, body.data.id, { action: 'accept' })).toMatchObject({ status: 409 });
    await expect.poll(() => ravi.status()).toBe('online');
  });
});
