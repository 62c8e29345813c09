import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatFixtures } from './testing/chat-fixtures.js';
import { storedEventCounter } from './testing/stored-events.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

/**
 * Live sessions through the whole stack (docs/live.md): an approved astrologer schedules a session
 * and goes live, a follower is told in their in-app inbox, `/api/get_live_sessions` shows it live, a
 * chat request to the astrologer is refused as busy, and once it ends it is gone from the live list.
 * No Janus here (JANUS_URL unset): no media room, as with `npm start`.
 */
describe('live sessions', () => {
  let db: TestDatabase;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let chat: ReturnType<typeof chatFixtures>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'live_stack');
    events = await storedEventCounter(db.url);
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin');
    chat = chatFixtures(stack, api, admin);
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const after = (answer: Answer) => ({ 'x-min-position': answer.body.position as string });
  const get = (path: string, options: { cookie?: string; since?: Answer } = {}) => api.call('GET', path, { ...(options.cookie ? { cookie: options.cookie } : {}), headers: options.since ? after(options.since) : {} });
  // What people's requests wrote, counted in the table (readAll waits for the server's older
  // transactions); the notifier's background writes are the system's.
  const eventCount = () => events.countByPeople();
  const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
  /** The follower's notification is written in the background once the session is on air, so the inbox is polled for it. */
  async function inboxOnceItHas(cookie: string, kind: string): Promise<Answer> {
    let answer: Answer | undefined;
    const kinds = async () => {
      answer = await get('/api/get_my_notifications', { cookie });
      return (answer.body.data as { kind: string }[]).map((item) => item.kind);
    };
    await expect.poll(kinds, { timeout: 60_000, interval: 100 }).toContain(kind);
    return answer!;
  }

  it('schedules, goes live, tells a follower, refuses a chat as busy, and leaves the live list when it ends', async () => {
    const ananya = await chat.onlineAstrologer({ name: 'Tarot Reader Ananya' });
    const asha = await chat.customer(0);

    const scheduled = await api.call('POST', '/api/create_live_session', { cookie: ananya.cookie, body: { title: 'Sunday tarot', topic: 'Career and money', starts_at: inHours(1) } });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    const sessionId = scheduled.body.data.id as string;
    expect(scheduled.body).toMatchObject({ data: { status: 'scheduled', title: 'Sunday tarot', astrologer_id: ananya.id, started_at: null }, position: expect.any(String) });
    const next = await get('/api/get_live_sessions', { since: scheduled });
    expect(next.body.data.live).toEqual([]);
    expect(next.body.data.scheduled).toEqual([expect.objectContaining({ id: sessionId, status: 'scheduled', astrologer: { name: 'Tarot Reader Ananya', img_url: expect.any(String) }, viewers: 0, followers: 0 })]);

    const followed = await api.call('PUT', `/api/follow_astrologer/${ananya.id}`, { cookie: asha.cookie, body: {} });
    expect(followed).toMatchObject({ status: 200, body: { data: { astrologer_id: ananya.id, following: true } } });
    const follows = await get('/api/get_my_follows', { cookie: asha.cookie, since: followed });
    expect(follows.body.data).toEqual([expect.objectContaining({ astrologer_id: ananya.id, name: 'Tarot Reader Ananya', live_session_id: null, next_session: { id: sessionId, title: 'Sunday tarot', starts_at: expect.any(String) } })]);

    // Nobody but the session's astrologer starts it: a customer is turned away at the door, another astrologer by the session.
    expect((await api.call('PUT', `/api/start_live_session/${sessionId}`, { cookie: asha.cookie, body: {} })).body).toMatchObject({ status: 403, code: 'auth.astrologer_only' });
    const meera = await chat.onlineAstrologer({ name: 'Dr. Meenakshi Iyer' });
    expect((await api.call('PUT', `/api/start_live_session/${sessionId}`, { cookie: meera.cookie, body: {} })).body).toMatchObject({ status: 403, code: 'live.astrologer_only' });
    expect((await api.call('DELETE', `/api/delete_live_session/${sessionId}`, { cookie: meera.cookie })).status).toBe(403);

    const started = await api.call('PUT', `/api/start_live_session/${sessionId}`, { cookie: ananya.cookie, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ id: sessionId, status: 'live', started_at: expect.any(String) });
    const onAir = await get('/api/get_live_sessions', { since: started });
    expect(onAir.body.data.live).toEqual([expect.objectContaining({ id: sessionId, status: 'live', title: 'Sunday tarot', viewers: 0, followers: 1, astrologer: expect.objectContaining({ name: 'Tarot Reader Ananya' }) })]);
    expect(onAir.body.data.scheduled).toEqual([]);
    expect(await ananya.status(started)).toBe('busy');

    const inbox = await inboxOnceItHas(asha.cookie, 'live_started');
    expect(inbox.body.data).toContainEqual(expect.objectContaining({ kind: 'live_started', title: 'Tarot Reader Ananya is live now', link: `/live/${sessionId}`, data: expect.objectContaining({ astrologer_name: 'Tarot Reader Ananya', session_id: sessionId, astrologer_id: ananya.id }), read: false }));

    // One consultation at a time: the astrologer on air is busy for chats.
    const refused = await chat.request(asha.cookie, ananya.id);
    expect(refused).toMatchObject({ status: 409, body: { code: 'chat.astrologer_busy' } });

    const ended = await api.call('PUT', `/api/end_live_session/${sessionId}`, { cookie: ananya.cookie, body: {} });
    expect(ended).toMatchObject({ status: 200, body: { data: { status: 'ended', end: { by: 'astrologer', reason: null } } } });
    const afterEnd = await get('/api/get_live_sessions', { since: ended });
    expect(afterEnd.body.data).toEqual({ live: [], scheduled: [] });
    // Without the position too: the cache was dropped by the session's change.
    await expect.poll(async () => (await get('/api/get_live_sessions')).body.data.live).toEqual([]);
    expect((await get(`/api/get_live_session/${sessionId}`)).body.data).toMatchObject({ status: 'ended', ended_at: expect.any(String) });
    expect(await ananya.status(ended)).toBe('online');
    const mine = await get('/api/get_my_live_sessions', { cookie: ananya.cookie, since: ended });
    expect(mine.body.data.map((card: { id: string; status: string }) => [card.id, card.status])).toEqual([[sessionId, 'ended']]);

    const unfollowed = await api.call('DELETE', `/api/unfollow_astrologer/${ananya.id}`, { cookie: asha.cookie });
    expect(unfollowed.body.data).toEqual({ astrologer_id: ananya.id, following: false });
    expect((await get('/api/get_my_follows', { cookie: asha.cookie, since: unfollowed })).body.data).toEqual([]);
  });

  it('goes live now; an admin ends it with a reason; bad input is a 400 per field and appends nothing', async () => {
    const neel = await chat.onlineAstrologer({ name: 'Neel Sengupta' });
    const before = await eventCount();
    const bad = await api.call('POST', '/api/create_live_session', { cookie: neel.cookie, body: { title: 'Hi', topic: 'x'.repeat(61), starts_at: inHours(-1) } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('request.invalid');
    expect(bad.body.errors.map((error: { path: string; code: string }) => [error.path, error.code])).toEqual([
      ['title', 'field.too_short'],
      ['topic', 'field.too_long'],
      ['starts_at', 'field.starts_in_past'],
    ]);
    const neither = await api.call('POST', '/api/create_live_session', { cookie: neel.cookie, body: { title: 'Vastu basics', topic: 'Home' } });
    expect(neither.body.errors).toEqual([expect.objectContaining({ path: 'starts_at', code: 'field.live_when', message: 'give either starts_at or now: true' })]);
    const customer = await chat.customer(0);
    expect((await api.call('POST', '/api/create_live_session', { cookie: customer.cookie, body: { title: 'Vastu basics', topic: 'Home', now: true } })).status).toBe(403);
    expect(await eventCount(), `appended: ${(await events.newest(3)).join(', ')}`).toBe(before);

    const now = await api.call('POST', '/api/create_live_session', { cookie: neel.cookie, body: { title: 'Vastu basics', topic: 'Home', now: true } });
    expect(now.status, JSON.stringify(now.body)).toBe(201);
    expect(now.body.data).toMatchObject({ status: 'live', started_at: expect.any(String) });
    const id = now.body.data.id as string;
    const records = await get(`/api/get_live_session_admin?status=live&astrologer_id=${neel.id}`, { cookie: admin, since: now });
    expect(records.body.data).toEqual([expect.objectContaining({ id, status: 'live', media_room_id: null, astrologer: expect.objectContaining({ name: 'Neel Sengupta' }) })]);

    const ended = await api.call('PUT', `/api/end_live_session/${id}`, { cookie: admin, body: { reason: 'Breaks the content policy' } });
    expect(ended.body.data).toMatchObject({ status: 'ended', end: { by: 'admin', reason: 'Breaks the content policy' } });
    expect(await neel.status(ended)).toBe('online');
    // Nothing to cancel once it has ended; an unknown session is not found.
    expect((await api.call('DELETE', `/api/delete_live_session/${id}`, { cookie: neel.cookie })).body).toMatchObject({ status: 409, code: 'live.ended' });
    expect((await api.call('PUT', `/api/start_live_session/not-an-id`, { cookie: neel.cookie, body: {} })).status).toBe(404);
  });
});
