import { randomUUID } from 'node:crypto';
import { grantRole } from '@nakshatra/command-service';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

const operator = { commandId: randomUUID(), correlationId: randomUUID(), actor: { id: 'operator:test', role: 'system' as const } };

/** An answer with what must differ between two numbers (their user ids, the store position) blanked, and its header names. */
const sameness = (answer: Answer) => ({
  status: answer.status,
  body: { ...answer.body, ...('user_id' in answer.body ? { user_id: 'id', data: { user_id: 'id' } } : {}), ...('position' in answer.body ? { position: 'position' } : {}) },
  headers: [...answer.headers.keys()].filter((name) => name !== 'date').sort(),
});

/** Phone-OTP login, sessions and suspension through the gateway, as the SPA and an attacker would call them. */
describe('login and sessions', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'login');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs in by OTP: registers the number, answers the user details and sets an HttpOnly session cookie', async () => {
    const numbers = api.newNumber();
    const { userId, cookie, confirmed } = await api.logIn(numbers);
    expect(confirmed.body).toMatchObject({ status: 200, data: { id: userId, name: 'Anonymous', phone: `+91${numbers}`, img_url: 'NA', status: 'active', role: 'customer' } });
    const setCookie = confirmed.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^nk_session=[^;]+; Path=\/; Max-Age=172800; HttpOnly; SameSite=Lax$/);
    const me = await api.call('GET', `/api/get_single_users/${userId}`, { cookie, headers: { 'x-min-position': confirmed.body.position } });
    expect(me.body).toMatchObject({ status: 200, data: { id: userId, name: 'Anonymous', phone: `+91${numbers}`, img_url: 'NA', balance: 0 } });
    const outbox = (await api.call('GET', `/api/dev/otp-outbox?numbers=${numbers}`)).body.data;
    expect(outbox[0]).toMatchObject({ numbers, otp: expect.stringMatching(/^\d{6}$/), sent_at: expect.any(String) });
  });

  it('validates with the spec messages', async () => {
    expect(await api.call('POST', '/api/send_otp', { body: { numbers: '98765', route: 'otp' } })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'numbers', message: 'Please enter a valid 10-digit mobile number' }] },
    });
    expect(await api.call('POST', '/api/send_otp', { body: { numbers: '', route: 'otp' } })).toMatchObject({ status: 400, body: { errors: [{ path: 'numbers', message: 'Please enter your mobile number' }] } });
    expect(await api.call('POST', '/api/confirm_otp', { body: { otp: '12', user_id: '0b5b1f1e-1111-5aaa-8bbb-123456789abc' } })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'otp', message: 'Please enter a 6-digit OTP.' }] },
    });
  });

  it('grants nothing to a forged or edited cookie, or to the userDetails cookie', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const [name, value] = cookie.split('=');
    const [payload, signature] = decodeURIComponent(value!).split('.');
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' })).toString('base64url');
    expect((await api.call('POST', '/api/create_testimonial', { cookie: `${name}=${edited}.${signature}`, body: { title: 't', author: 'a', rating: 5, text: 'x' } })).status).toBe(401);
    const userDetails = `userDetails=${encodeURIComponent(JSON.stringify({ id: userId, status: 'active', role: 'admin' }))}`;
    expect((await api.call('GET', `/api/get_single_users/${userId}`, { cookie: userDetails })).status).toBe(401);
    expect((await api.call('POST', '/api/create_testimonial', { cookie: userDetails, body: { title: 't', author: 'a', rating: 5, text: 'x' } })).status).toBe(401);
  });

  it("keeps each user to their own profile: 401 for visitors, 403 for another user's", async () => {
    const asha = await api.logIn(api.newNumber());
    const ravi = await api.logIn(api.newNumber());
    expect((await api.call('GET', `/api/get_single_users/${asha.userId}`)).status).toBe(401);
    expect((await api.call('GET', `/api/get_single_users/${asha.userId}`, { cookie: ravi.cookie })).status).toBe(403);
    expect((await api.call('PUT', `/api/update_users/${asha.userId}`, { cookie: ravi.cookie, body: { name: 'Hacked' } })).status).toBe(403);
    const renamed = await api.call('PUT', `/api/update_users/${asha.userId}`, { cookie: asha.cookie, body: { name: 'Asha Rao', email: 'asha@example.in', gender: 'female', date_of_birth: '1990-04-12' } });
    expect(renamed.status).toBe(200);
    const me = await api.call('GET', `/api/get_single_users/${asha.userId}`, { cookie: asha.cookie, headers: { 'x-min-position': renamed.body.position } });
    expect(me.body.data).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in', gender: 'female', date_of_birth: '1990-04-12' });
    expect((await api.call('PUT', `/api/update_users/${asha.userId}`, { cookie: asha.cookie, body: { status: 'active', reason: 'self-service' } })).status).toBe(403);
  });

  it('voids a code after five wrong tries, even against the right code afterwards', async () => {
    const numbers = api.newNumber();
    const sent = await api.call('POST', '/api/send_otp', { body: { numbers, route: 'otp' } });
    const otp = await api.latestOtp(numbers);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await api.call('POST', '/api/confirm_otp', { body: { otp: wrong, user_id: sent.body.user_id } })).toMatchObject({ status: 400, body: { message: 'Invalid OTP. Please try again.' } });
    }
    expect((await api.call('POST', '/api/confirm_otp', { body: { otp, user_id: sent.body.user_id } })).status).toBe(400);
    const events = await stack.store.readStream(`user-${sent.body.user_id}`);
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'LoginOtpRequested', ...Array(5).fill('LoginOtpRejected'), 'LoginOtpVoided']);
    expect(JSON.stringify(events.map((event) => [event.data, event.metadata]))).not.toContain(`"${otp}"`);
  });

  it('refuses an expired code', async () => {
    const numbers = api.newNumber();
    const sent = await api.call('POST', '/api/send_otp', { body: { numbers, route: 'otp' } });
    const otp = await api.latestOtp(numbers);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await api.call('POST', '/api/confirm_otp', { body: { otp, user_id: sent.body.user_id } })).status).toBe(400);
  });

  // Before the limit test below: these sends count towards the 20 per address too.
  it.each([
    { role: 'admin', send: 'login', confirm: 'login' },
    { role: 'astrologer', send: 'user_send_otp', confirm: 'user_confirm_otp' },
  ] as const)('answers the $role send step alike for the role holder and a stranger; only the holder gets a code and can log in', async ({ role, send, confirm }) => {
    const holder = api.newNumber();
    const stranger = api.newNumber();
    await grantRole(stack.store, { countryCode: '+91', numbers: holder, role }, operator);
    const holderSent = await api.call('POST', `/api/${send}`, { body: { numbers: holder, route: 'otp' } });
    const strangerSent = await api.call('POST', `/api/${send}`, { body: { numbers: stranger, route: 'otp' } });
    expect(holderSent).toMatchObject({ status: 200, body: { status: 200, user_id: expect.any(String), data: { user_id: holderSent.body.user_id }, position: expect.any(String) } });
    expect(sameness(strangerSent)).toEqual(sameness(holderSent));
    expect(strangerSent.body.user_id).not.toBe(holderSent.body.user_id);

    const outbox = async (numbers: string) => (await api.call('GET', `/api/dev/otp-outbox?numbers=${numbers}`)).body.data as { otp: string }[];
    await expect.poll(async () => (await outbox(holder)).length).toBe(1);
    expect(await outbox(stranger)).toEqual([]);
    // The stranger's code was recorded (so limits and wrong tries count alike) but withheld, and no account was made.
    expect((await stack.store.readStream(`user-${strangerSent.body.user_id}`)).map((event) => [event.type, (event.data as { withheld?: boolean }).withheld])).toEqual([['LoginOtpRequested', true]]);

    // Any code of the stranger's is refused exactly as a holder's wrong code is.
    const otp = (await outbox(holder))[0]!.otp;
    const holderWrong = await api.call('POST', `/api/${confirm}`, { body: { otp: otp === '000000' ? '111111' : '000000', user_id: holderSent.body.user_id } });
    const strangerTry = await api.call('POST', `/api/${confirm}`, { body: { otp, user_id: strangerSent.body.user_id } });
    expect(holderWrong).toMatchObject({ status: 400, body: { code: 'otp.invalid', message: 'Invalid OTP. Please try again.' } });
    expect(sameness(strangerTry)).toEqual(sameness(holderWrong));
    const loggedIn = await api.call('POST', `/api/${confirm}`, { body: { otp, user_id: holderSent.body.user_id } });
    expect(loggedIn).toMatchObject({ status: 200, body: { data: { role } } });
  });

  it('limits codes to 3 per number per 10 minutes and 20 per address per hour (429)', async () => {
    const numbers = api.newNumber();
    for (let i = 0; i < 3; i += 1) expect((await api.call('POST', '/api/send_otp', { body: { numbers, route: 'otp' }, headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
    expect(await api.call('POST', '/api/send_otp', { body: { numbers, route: 'otp' }, headers: { 'x-forwarded-for': '203.0.113.7' } })).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/^Too many OTP requests for this number\. Please try again in 10 minutes\.$/) },
    });
    // The gateway overwrites X-Forwarded-For with the connection's address, so a client cannot pick its own.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await api.call('POST', '/api/send_otp', { body: { numbers: api.newNumber(), route: 'otp' } })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    const refused = await api.call('POST', '/api/send_otp', { body: { numbers: api.newNumber(), route: 'otp' } });
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many OTP requests from your network\. Please try again in \d+ minutes?\.$/) } });
  });
});
