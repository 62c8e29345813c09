import { randomUUID } from 'node:crypto';
import { inboxStreamName } from '@nakshatra/contracts';
import { PushTokens, WebPushSubscriptions } from '@nakshatra/command-service';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CHAT_PRICE, chatFixtures } from './testing/chat-fixtures.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

/**
 * Notifications through the whole stack (docs/notifications.md): a chat request lands in the
 * astrologer's in-app inbox, the customer's reminder (send_notification_fcm) with its refusals and
 * rate limit, reading, and device registration. No FCM is configured here: in-app only, as in development.
 */
describe('notifications', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let chat: ReturnType<typeof chatFixtures>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'notifications_stack');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: null, now: () => new Date() } });
    api = testApi(stack);
    admin = stack.cookie('admin');
    chat = chatFixtures(stack, api, admin);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const inbox = (cookie: string, query = '', headers: Record<string, string> = {}) => api.call('GET', `/api/get_my_notifications${query}`, { cookie, headers });
  /** The request's notification is written just after the request answers, so the inbox is polled for it. */
  const WAIT = { timeout: 20_000, interval: 50 };
  const inboxOnceItHas = (cookie: string, count: number): Promise<Answer> =>
    vi.waitFor(async () => {
      const answer = await inbox(cookie);
      expect(answer.body.data?.length).toBeGreaterThanOrEqual(count);
      return answer;
    }, WAIT);

  const nudge = (cookie: string, sessionId: unknown) => api.call('POST', '/api/send_notification_fcm', { cookie, body: { session_id: sessionId } });

  it('notifies the astrologer of a request; the customer may remind them once per 15 s while it waits; strangers and late reminders are refused', async () => {
    const ravi = await chat.onlineAstrologer();
    const asha = await chat.customer(20 * CHAT_PRICE);
    const requested = await chat.request(asha.cookie, ravi.id);
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const sessionId = requested.body.data.id as string;

    const first = await inboxOnceItHas(ravi.cookie, 1);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      {
        id: expect.any(String),
        kind: 'chat_request',
        title: 'New chat request',
        body: 'Asha would like to chat with you. Please answer within 60 seconds.',
        link: '/astrologer',
        data: { customer_name: 'Asha', session_id: sessionId },
        sent_at: expect.any(String),
        read: false,
      },
    ]);
    expect(first.body.meta).toEqual({ page: 1, limit: 20, total: 1, unread: 1 });

    expect((await nudge(stack.cookie('customer'), sessionId)).status).toBe(404);
    expect((await nudge(ravi.cookie, sessionId)).status).toBe(404);
    expect((await nudge(asha.cookie, randomUUID())).status).toBe(404);
    const badBody = await nudge(asha.cookie, 'not-an-id');
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors).toEqual([expect.objectContaining({ path: 'session_id' })]);

    const reminded = await nudge(asha.cookie, sessionId);
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200);
    expect(reminded.body.data).toEqual({ sent: true });
    const tooSoon = await nudge(asha.cookie, sessionId);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^The astrologer was reminded a moment ago\. You can remind them again in \d+ seconds?\.$/);

    const both = await inboxOnceItHas(ravi.cookie, 2);
    expect(both.body.data.map((notification: { kind: string }) => notification.kind)).toEqual(['chat_request_reminder', 'chat_request']);
    expect(both.body.meta.unread).toBe(2);

    expect((await api.call('PUT', `/api/update_chat_session/${sessionId}`, { cookie: ravi.cookie, body: { action: 'reject', reason: 'In a puja right now' } })).status).toBe(200);
    const late = await nudge(asha.cookie, sessionId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This chat request is no longer waiting for an answer, so the astrologer was not reminded.');
    // The customer is told of the decline, with the astrologer's reason; none of the astrologer's notifications are in their inbox.
    const declined = await inboxOnceItHas(asha.cookie, 1);
    expect(declined.body.data).toEqual([
      expect.objectContaining({
        kind: 'chat_declined',
        title: 'Your chat request was declined',
        link: `/chat-screen/${sessionId}`,
        data: { astrologer_name: 'Pandit Ravi Shastri', session_id: sessionId, reason: 'In a puja right now' },
        read: false,
      }),
    ]);
  });

  it('marks notifications read, by id or all, the caller’s own only', async () => {
    const userId = randomUUID();
    const cookie = stack.cookie('customer', userId);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [index, notificationId] of ids.entries()) {
      await stack.store.appendToStream(inboxStreamName(userId), [
        {
          id: randomUUID(),
          type: 'NotificationSent',
          data: { notificationId, kind: 'chat_request', title: `Request ${index}`, body: 'Body', link: null, data: null, sentAt: new Date().toISOString() },
          metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'notifier', role: 'system' }, occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ], { expectedRevision: 'any' });
    }
    expect((await inboxOnceItHas(cookie, 3)).body.meta.unread).toBe(3);

    const someoneElse = await api.call('PUT', '/api/read_notifications', { cookie: stack.cookie('customer'), body: { ids: [ids[0]] } });
    expect(someoneElse.body.data).toEqual({ unread: 0 });
    const one = await api.call('PUT', '/api/read_notifications', { cookie, body: { ids: [ids[0]] } });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data).toEqual({ unread: 2 });
    const afterOne = await inbox(cookie, '', chat.after(one));
    expect(afterOne.body.data.map((notification: { id: string; read: boolean }) => [notification.id, notification.read])).toEqual([
      [ids[2], false],
      [ids[1], false],
      [ids[0], true],
    ]);
    expect((await inbox(cookie, '?unread=true&limit=1', chat.after(one))).body).toMatchObject({ data: [{ id: ids[2] }], meta: { page: 1, limit: 1, total: 2, unread: 2 } });

    const all = await api.call('PUT', '/api/read_notifications', { cookie, body: {} });
    expect(all.body.data).toEqual({ unread: 0 });
    const allRead = await inbox(cookie, '', chat.after(all));
    expect(allRead.body.meta.unread).toBe(0);
    expect(allRead.body.data.every((notification: { read: boolean }) => notification.read)).toBe(true);

    const refused = await api.call('PUT', '/api/read_notifications', { cookie, body: { ids: ['nope'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('ids.0');
    expect((await inbox(stack.cookie('customer').replace(/=.*/, '=forged'))).status).toBe(401);
  });

  it('pushes to a phone or browser only while the login that registered it lasts: a shared device logged out of gets no more', async () => {
    const numbers = api.newNumber();
    const first = await api.logIn(numbers);
    const token = `fcm-${'b'.repeat(60)}:APA91b`;
    const endpoint = `https://push.example.com/send/${randomUUID()}`;
    const register = (cookie: string) =>
      Promise.all([
        api.call('POST', '/api/register_push_token', { cookie, body: { token, platform: 'android' } }),
        api.call('POST', '/api/register_web_push', { cookie, body: { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) }, language: 'en' } }),
      ]);
    const reached = async () => [(await new PushTokens(stack.store).devices(first.userId)).map((device) => device.token), (await new WebPushSubscriptions(stack.store).of(first.userId)).map((browser) => browser.endpoint)];
    expect((await register(first.cookie)).map((answer) => answer.status)).toEqual([200, 200]);
    expect(await reached()).toEqual([[token], [endpoint]]);

    expect((await api.call('POST', '/api/logout', { cookie: first.cookie, body: {} })).status).toBe(200);
    expect(await reached()).toEqual([[], []]);
    // Logged in again on the device: nothing until it registers in this login (the app does on start).
    const again = await api.logIn(numbers);
    expect(again.userId).toBe(first.userId);
    expect(await reached()).toEqual([[], []]);
    await register(again.cookie);
    expect(await reached()).toEqual([[token], [endpoint]]);
  });

  it('registers a device for push messages, validating the token', async () => {
    const cookie = stack.cookie('customer');
    const token = `web-${'a'.repeat(60)}:APA91b`;
    const registered = await api.call('POST', '/api/register_push_token', { cookie, body: { token, platform: 'web' } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data).toEqual({ registered: true, platform: 'web' });
    expect((await api.call('POST', '/api/register_push_token', { cookie, body: { token, platform: 'web' } })).status).toBe(200);
    const short = await api.call('POST', '/api/register_push_token', { cookie, body: { token: 'short', platform: 'web' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ path: 'token', code: 'field.too_short', params: { minimum: 20 }, message: 'must be at least 20 characters' }]);
    const platform = await api.call('POST', '/api/register_push_token', { cookie, body: { token, platform: 'windows' } });
    expect(platform.body.errors).toEqual([{ path: 'platform', code: 'field.invalid_option', params: { options: 'web, android, ios' }, message: 'must be one of: web, android, ios' }]);
    expect((await api.call('POST', '/api/register_push_token', { body: { token, platform: 'web' } })).status).toBe(401);
  });
});
