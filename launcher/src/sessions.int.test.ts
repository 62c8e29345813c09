import { randomUUID } from 'node:crypto';
import { grantRole } from '@nakshatra/command-service';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

const operator = { commandId: randomUUID(), correlationId: randomUUID(), actor: { id: 'operator:test', role: 'system' as const } };

/** Logout, suspension, astrologer and admin logins, and the contact calls, end to end. */
describe('sessions, suspension and roles', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'sessions');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('ends the session on logout: the same cookie then counts for nothing, on both sides', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const out = await api.call('POST', '/api/logout', { cookie });
    expect(out).toMatchObject({ status: 200, body: { status: 200, data: null } });
    expect(out.headers.get('set-cookie')).toMatch(/^nk_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect((await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { name: 'After logout' } })).status).toBe(401);
    await expect.poll(async () => (await api.call('GET', `/api/get_single_users/${userId}`, { cookie })).status).toBe(401);
  });

  it('lets an admin suspend an account: its writes get 403, reads still work, and reinstating lifts it', async () => {
    const user = await api.logIn(api.newNumber());
    const admin = stack.cookie('admin');
    expect((await api.call('PUT', `/api/update_users/${user.userId}`, { cookie: admin, body: { status: 'ban' } })).body).toMatchObject({
      status: 400,
      errors: [{ path: 'reason', code: 'field.status_reason', message: 'is required to suspend or reinstate an account' }],
    });
    const banned = await api.call('PUT', `/api/update_users/${user.userId}`, { cookie: admin, body: { status: 'ban', reason: 'Abusive messages to astrologers' } });
    expect(banned.status).toBe(200);
    const events = await stack.store.readStream(`user-${user.userId}`);
    expect(events.at(-1)).toMatchObject({ type: 'UserSuspended', data: { reason: 'Abusive messages to astrologers' }, metadata: { actor: { role: 'admin' } } });

    expect(await api.call('PUT', `/api/update_users/${user.userId}`, { cookie: user.cookie, body: { name: 'Still me' } })).toMatchObject({
      status: 403,
      body: { message: 'Your account has been suspended. For assistance, please contact our support team.' },
    });
    const me = await api.call('GET', `/api/get_single_users/${user.userId}`, { cookie: user.cookie, headers: { 'x-min-position': banned.body.position } });
    expect(me.body.data.status).toBe('ban');
    // A suspended user who logs in again is told so by the status in the user details (the SPA shows the overlay).
    const again = await api.logIn(me.body.data.phone.slice(-10));
    expect(again.confirmed.body.data.status).toBe('ban');

    await api.call('PUT', `/api/update_users/${user.userId}`, { cookie: admin, body: { status: 'active', reason: 'Appeal accepted' } });
    expect((await api.call('PUT', `/api/update_users/${user.userId}`, { cookie: user.cookie, body: { name: 'Back again' } })).status).toBe(200);
  });

  it('logs astrologers in by user_send_otp only when the number holds the astrologer role', async () => {
    const numbers = api.newNumber();
    // Answered as for an astrologer (login.int.test.ts compares them), but no code is sent.
    expect((await api.call('POST', '/api/user_send_otp', { body: { numbers, route: 'otp' } })).status).toBe(200);
    expect((await api.call('GET', `/api/dev/otp-outbox?numbers=${numbers}`)).body.data).toEqual([]);
    await grantRole(stack.store, { countryCode: '+91', numbers, role: 'astrologer' }, operator);
    const { confirmed } = await api.logIn(numbers, { send: 'user_send_otp', confirm: 'user_confirm_otp' });
    expect(confirmed.body.data.role).toBe('astrologer');
  });

  it('logs admins in through /api/login, and that session may write admin calls', async () => {
    const numbers = api.newNumber();
    expect((await api.call('POST', '/api/login', { body: { numbers, route: 'otp' } })).status).toBe(200);
    expect((await api.call('GET', `/api/dev/otp-outbox?numbers=${numbers}`)).body.data).toEqual([]);
    await grantRole(stack.store, { countryCode: '+91', numbers, role: 'admin' }, operator);
    const { confirmed, cookie } = await api.logIn(numbers, { send: 'login', confirm: 'login' });
    expect(confirmed.body.data.role).toBe('admin');
    expect((await api.call('POST', '/api/create_testimonial', { cookie, body: { title: 'From a real admin', author: 'Asha', rating: 5, text: 'Great' } })).status).toBe(201);
  });

  it('stores contact messages and queues the e-mail to support; subscribes a newsletter address only from its confirmation mail, and unsubscribes it from its welcome', async () => {
    const invalid = await api.call('POST', '/api/send-email', { body: { name: '', email: 'not-an-email', message: 'hi' } });
    expect(invalid.body.errors.map((error: { path: string }) => error.path)).toEqual(['name', 'email']);
    const sent = await api.call('POST', '/api/send-email', { body: { name: 'Asha', email: 'asha@example.in', subject: 'Refund', message: 'Please help with my recharge.' } });
    expect(sent).toMatchObject({ status: 201, body: { data: { id: expect.any(String) } } });

    // The footer's box, as the browser sends it. Its Origin says nothing about where links point: without PUBLIC_ORIGIN they are relative.
    const fromSite = { origin: stack.url };
    const email = `reader-${randomUUID()}@example.in`;
    const requested = await api.call('POST', '/api/send_subscribe_email', { headers: fromSite, body: { email: email.toUpperCase(), language: 'hi' } });
    expect(requested).toMatchObject({ status: 200, body: { data: { confirmation_sent: true } } });
    // No position, in the body or a header: whether anything was written would tell who is subscribed.
    expect(requested.body.position).toBeUndefined();
    expect(requested.headers.get('x-position')).toBeNull();

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const mails = () => client.query<{ kind: string; recipient: string; reply_to: string | null; language: string; hindi: string; body: string }>("SELECT kind, recipient, reply_to, language, texts->'hi'->>'subject' AS hindi, texts->'hi'->>'body' AS body FROM email_outbox ORDER BY kind");
      const linkIn = async (kind: string, action: 'confirm' | 'unsubscribe') => {
        const mail = await vi.waitFor(async () => (await mails()).rows.find((row) => row.kind === kind) ?? Promise.reject(new Error(`no ${kind} mail yet`)), { timeout: 20_000 });
        const link = mail.body.match(new RegExp(`(\\S*)/newsletter\\?${action}=(\\S+)`))!;
        expect(link[1]).toBe('');
        return link[2]!;
      };
      // The team gets both languages; the address the one it was asked in. Not subscribed yet: the mail asks its owner.
      const confirmToken = await linkIn('newsletter_confirm', 'confirm');
      expect((await mails()).rows.map(({ kind, recipient, reply_to, language, hindi }) => ({ kind, recipient, reply_to, language, hindi }))).toEqual([
        { kind: 'contact_message', recipient: 'support', reply_to: 'asha@example.in', language: 'both', hindi: 'संपर्क फ़ॉर्म: Asha से Refund' },
        { kind: 'newsletter_confirm', recipient: email, reply_to: null, language: 'hi', hindi: 'नक्षत्र न्यूज़लेटर की सदस्यता की पुष्टि करें' },
      ]);

      const confirmed = await api.call('POST', '/api/confirm_newsletter', { headers: fromSite, body: { token: confirmToken } });
      expect(confirmed).toMatchObject({ status: 200, body: { data: { subscribed: true }, position: expect.any(String) } });
      // Followed twice, it says the same and writes nothing; a subscribed address is mailed no new request, answered alike.
      expect(await api.call('POST', '/api/confirm_newsletter', { headers: fromSite, body: { token: confirmToken } })).toMatchObject({ status: 200, body: { data: { subscribed: true } } });
      const again = await api.call('POST', '/api/send_subscribe_email', { headers: fromSite, body: { email } });
      expect(again).toMatchObject({ status: 200, body: { data: { confirmation_sent: true } } });
      expect(again.body.position).toBeUndefined();
      expect(again.headers.get('x-position')).toBeNull();

      const unsubscribeToken = await linkIn('newsletter_welcome', 'unsubscribe');
      const id = unsubscribeToken.split('.')[0]!;
      const unsubscribed = await api.call('POST', '/api/unsubscribe_newsletter', { headers: fromSite, body: { token: unsubscribeToken } });
      expect(unsubscribed).toMatchObject({ status: 200, body: { data: { subscribed: false } } });
      const record = await api.call('GET', `/api/get_single_subscriber/${id}`, { cookie: stack.cookie('admin'), headers: { 'x-min-position': unsubscribed.body.position } });
      expect(record.body.data).toMatchObject({ email, status: 'unsubscribed' });

      // A link whose secret the address was never sent, or no link at all.
      expect(await api.call('POST', '/api/confirm_newsletter', { body: { token: `${id}.${'x'.repeat(43)}` } })).toMatchObject({ status: 400, body: { code: 'subscriber.link_invalid' } });
      expect(await api.call('POST', '/api/unsubscribe_newsletter', { body: { token: confirmToken } })).toMatchObject({ status: 400, body: { code: 'subscriber.link_invalid' } });
      expect(await api.call('POST', '/api/confirm_newsletter', { body: { token: 'anything' } })).toMatchObject({ status: 400, body: { errors: [{ path: 'token', code: 'field.newsletter_link' }] } });
    } finally {
      await client.end();
    }
  });

  it('takes at most 10 contact messages and 10 newsletter subscriptions an hour from one network: each sends mail', async () => {
    const sendUntilRefused = async (send: (n: number) => Promise<Answer>) => {
      for (let n = 0; n < 12; n += 1) {
        const answer = await send(n);
        if (answer.status === 429) return { answer, taken: n };
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      }
      throw new Error('no request was refused');
    };
    const contact = await sendUntilRefused(() => api.call('POST', '/api/send-email', { body: { name: 'Bulk', email: 'bulk@example.in', message: 'Again' } }));
    expect(contact.answer.body).toMatchObject({ code: 'form.too_many', params: { minutes: 60 }, message: 'Too many requests from your network. Please try again in 60 minutes.' });
    // The test before sent one from this network: 10 in all.
    expect(contact.taken).toBe(9);
    const newsletter = await sendUntilRefused((n) => api.call('POST', '/api/send_subscribe_email', { body: { email: `victim+${n}@example.in` } }));
    expect(newsletter.answer.body).toMatchObject({ code: 'form.too_many' });
    expect(newsletter.taken).toBe(8);
  });

  it('records the language a user reads the site in (what their mail speaks), once, and refuses one the site does not speak', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const chosen = await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { language: 'hi' } });
    expect(chosen.status).toBe(200);
    const me = await api.call('GET', `/api/get_single_users/${userId}`, { cookie, headers: { 'x-min-position': chosen.body.position } });
    expect(me.body.data.language).toBe('hi');
    const events = (await stack.store.readStream(`user-${userId}`)).length;
    expect((await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { language: 'hi' } })).status).toBe(200);
    expect(await stack.store.readStream(`user-${userId}`)).toHaveLength(events);
    const refused = await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { language: 'ta' } });
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ path: 'language' }] } });
  });

  it('lets admins list, unsubscribe and resubscribe newsletter subscribers', async () => {
    const admin = stack.cookie('admin');
    const email = `listed-${randomUUID()}@example.in`;
    const created = await api.call('POST', '/api/create_subscriber', { cookie: admin, body: { email } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const listed = await api.call('GET', `/api/get_subscriber?search=listed-&status=subscribed`, { cookie: admin, headers: { 'x-min-position': created.body.position } });
    expect(listed.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, email, status: 'subscribed' })]));
    const removed = await api.call('DELETE', `/api/delete_subscriber/${id}`, { cookie: admin });
    expect((await api.call('GET', `/api/get_single_subscriber/${id}`, { cookie: admin, headers: { 'x-min-position': removed.body.position } })).body.data.status).toBe('unsubscribed');
    const back = await api.call('PUT', `/api/update_subscriber/${id}`, { cookie: admin, body: { status: 'subscribed' } });
    expect((await api.call('GET', `/api/get_single_subscriber/${id}`, { cookie: admin, headers: { 'x-min-position': back.body.position } })).body.data.status).toBe('subscribed');
    expect((await api.call('GET', '/api/get_subscriber', { cookie: stack.cookie('customer') })).status).toBe(403);
    expect((await api.call('DELETE', `/api/delete_subscriber/${'0'.repeat(64)}`, { cookie: admin })).status).toBe(404);
  });

  it('serves the development OTP outbox only outside production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect((await api.call('GET', '/api/dev/otp-outbox?numbers=9876543210')).status).toBe(404);
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect((await api.call('GET', '/api/dev/otp-outbox?numbers=9876543210')).status).toBe(200);
  });

  it('serves the development mailbox only where mail goes there: no SMTP_URL, outside production', async () => {
    expect(await api.call('GET', '/api/dev/mailbox')).toMatchObject({ status: 200, body: { data: [] } });
    for (const [name, value] of [['NODE_ENV', 'production'], ['SMTP_URL', 'smtp://127.0.0.1:2525']] as const) {
      const previous = process.env[name];
      process.env[name] = value;
      try {
        expect((await api.call('GET', '/api/dev/mailbox')).status, name).toBe(404);
      } finally {
        if (previous === undefined) delete process.env[name];
        else process.env[name] = previous;
      }
    }
  });
});
