import { randomUUID } from 'node:crypto';
import { astrologerEarningsStreamName, walletStreamName } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

const PRICE = 25_00;

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
  let clock = new Date();
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'chat_sessions_stack');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: 20, now: () => clock } });
    api = testApi(stack);
    admin = stack.cookie('admin');
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const after = (answer: Answer) => ({ 'x-min-position': answer.body.position as string });
  const eventsOf = async (stream: string) => (await stack.store.readStream(stream)).map((event) => event.data as { amount: number });
  /** Waits for the ticker (a few of its 20 ms ticks) to have written what the test expects. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const value = await read();
      if (done(value) || attempt > 200) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The phase-1 flow: a logged-in applicant applies, an admin approves, the astrologer goes online. */
  async function onlineAstrologer() {
    const numbers = api.newNumber();
    const customer = await api.logIn(numbers);
    const applied = await api.call('POST', '/api/create_astrologer', {
      cookie: customer.cookie,
      body: {
        name: 'Pandit Ravi Shastri',
        phone: numbers,
        email: 'ravi@example.com',
        gender: 'male',
        date_of_birth: '1975-06-01',
        languages: ['hindi'],
        skills: ['vedic'],
        experience_years: 20,
        price_per_min: PRICE,
        bio: 'Twenty years of Vedic and KP astrology, with a focus on career and marriage.',
        img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
        id_document_url: '/uploads/fedcba9876543210fedcba9876543210.jpg',
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const id = applied.body.data.id as string;
    expect((await api.call('PUT', `/api/update_astrologer/${id}`, { cookie: admin, body: { action: 'approve' } })).status).toBe(200);
    const cookie = stack.cookie('astrologer', customer.userId);
    expect((await api.call('POST', '/api/update_astrologer_status', { cookie, body: { status: 'online' } })).status).toBe(200);
    const status = async (since?: Answer) => (await api.call('GET', `/api/get_single_astrologer/${id}`, { cookie: admin, headers: since ? after(since) : {} })).body.data.status as string;
    return { id, cookie, status };
  }

  async function customer(balance: number) {
    const userId = randomUUID();
    const cookie = stack.cookie('customer', userId);
    if (balance > 0) {
      const funded = await api.call('PUT', `/api/update_wallet/${userId}`, { cookie: admin, headers: { 'idempotency-key': `fund-${userId}` }, body: { amount: balance, reason: 'Test balance' } });
      expect(funded.status, JSON.stringify(funded.body)).toBe(201);
    }
    const debits = async () => (await eventsOf(walletStreamName(userId))).slice(balance > 0 ? 1 : 0).map((data) => data.amount);
    return { userId, cookie, debits };
  }

  const request = (cookie: string, astrologerId: string) =>
    api.call('POST', '/api/create_chat_session', { cookie, body: { astrologer_id: astrologerId, intake: { name: 'Asha', birth_date: '1990-04-01', birth_time: '06:30', birth_place: 'Pune' } } });
  const answer = (cookie: string, id: string, body: object) => api.call('PUT', `/api/update_chat_session/${id}`, { cookie, body });
  const end = (cookie: string, id: string) => api.call('PUT', `/api/end_chat_session/${id}`, { cookie, body: {} });
  const say = (cookie: string, id: string, text: string) => api.call('POST', '/api/create_message', { cookie, body: { session_id: id, text } });

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
    expect(await eventually(asha.debits, (debits) => debits.length === 2)).toEqual([PRICE, PRICE]);
    advance(60);
    expect(await eventually(asha.debits, (debits) => debits.length === 3)).toEqual([PRICE, PRICE, PRICE]);

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
    expect(sessions.body.data[0]).toMatchObject({ id, status: 'ended', total_billed: 3 * PRICE, astrologer_earning: 3 * 17_50, commission: 3 * 7_50, message_count: 2 });
  });

  it('refuses a request the balance cannot cover with a clear 409 and a busy astrologer; lists rejections with the reason', async () => {
    const ravi = await onlineAstrologer();
    const meera = await customer(5 * PRICE - 1);
    const free = await request(meera.cookie, ravi.id);
    expect(free.body.data).toMatchObject({ free_minutes: 3 });
    const other = await customer(100 * PRICE);
    expect(await request(other.cookie, ravi.id)).toMatchObject({ status: 409, body: { message: expect.stringContaining('busy') } });
    await answer(ravi.cookie, free.body.data.id, { action: 'accept' });
    await end(meera.cookie, free.body.data.id);

    expect(await request(meera.cookie, ravi.id)).toMatchObject({ status: 409, body: { message: 'Insufficient balance: ₹124.99 in the wallet, ₹125.00 needed. Please recharge.' } });
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
    const rejected = await eventually(
      async () => (await api.call('GET', `/api/get_reject_chat`, { cookie: admin })).body.data as { id: string; rejection: { reason: string } }[],
      (rows) => rows.some((row) => row.id === body.data.id),
    );
    expect(rejected.find((row) => row.id === body.data.id)?.rejection.reason).toBe('timeout');
    expect(await answer(ravi.cookie, body.data.id, { action: 'accept' })).toMatchObject({ status: 409 });
    expect(await eventually(() => ravi.status(), (status) => status === 'online')).toBe('online');
  });
});
