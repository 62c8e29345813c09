import { LIVE_SOCKET_PATH, type LiveSocketServerMessage } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { chatFixtures } from './testing/chat-fixtures.js';
import { storedEventCounter } from './testing/stored-events.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

const ROSE = 21_00;

/**
 * Gifts on air through the whole stack (docs/live.md, "Gifts"): an admin publishes a gift in the
 * catalogue, a customer sends it to a session on air with an Idempotency-Key, every socket of the
 * session hears it with the sender's name, a retry answers the same and debits nothing more, bad
 * input is a 400 naming the field that appends nothing, and admins read the session's gifts and
 * totals; the wallet's history names the gift.
 */
describe('live gifts', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let chat: ReturnType<typeof chatFixtures>;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'live_gifts_stack');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin');
    chat = chatFixtures(stack, api, admin);
    events = await storedEventCounter(db.url);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const since = (answer: Answer) => ({ 'x-min-position': answer.body.position as string });

  /** A live page's socket, joined to the session: everything it heard. */
  async function joined(sessionId: string, cookie?: string): Promise<LiveSocketServerMessage[]> {
    const ws = new WebSocket(`${stack.url.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`, { headers: { ...(cookie ? { cookie } : {}), origin: stack.url } });
    sockets.push(ws);
    const heard: LiveSocketServerMessage[] = [];
    ws.on('message', (raw) => heard.push(JSON.parse(raw.toString()) as LiveSocketServerMessage));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ type: 'join', session_id: sessionId }));
    await expect.poll(() => heard.some((message) => message.type === 'ready'), { timeout: 30_000 }).toBe(true);
    return heard;
  }
  const giftsHeard = (heard: LiveSocketServerMessage[]) => heard.flatMap((message) => (message.type === 'gift' ? [message.gift] : []));

  it('sends a gift on air once, tells every socket, and shows admins the totals', async () => {
    const ananya = await chat.onlineAstrologer({ name: 'Tarot Reader Ananya' });
    const live = await api.call('POST', '/api/create_live_session', { cookie: ananya.cookie, body: { title: 'Gifts evening', topic: 'Career', now: true } });
    expect(live.body.data, JSON.stringify(live.body)).toMatchObject({ status: 'live' });
    const sessionId = live.body.data.id as string;

    const created = await api.call('POST', '/api/create_gift', { cookie: admin, body: { title: 'Rose', title_hi: 'गुलाब', emoji: '🌹', price: ROSE, status: 'published' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const roseId = created.body.data.id as string;
    const catalogue = await api.call('GET', '/api/get_gift', { headers: since(created) });
    expect(catalogue.body.data).toEqual([expect.objectContaining({ id: roseId, title: 'Rose', title_hi: 'गुलाब', emoji: '🌹', price: ROSE })]);

    const asha = await chat.customer(100_00);
    const [studio, watcher, visitor] = await Promise.all([joined(sessionId, ananya.cookie), joined(sessionId, asha.cookie), joined(sessionId)]);
    const send = (body: unknown, key?: string, cookie = asha.cookie) => api.call('POST', `/api/send_live_gift/${sessionId}`, { cookie, body, headers: key ? { 'idempotency-key': key } : {} });

    // Bad input: 400 naming the field, and nothing appended.
    const before = await events.count();
    expect((await send({ gift_id: roseId })).body).toMatchObject({ status: 400, errors: [expect.objectContaining({ path: 'Idempotency-Key', code: 'field.idempotency_key_missing' })] });
    expect((await send({ gift_id: 'rose' }, 'gift-key-bad-1')).body).toMatchObject({ status: 400, errors: [expect.objectContaining({ path: 'gift_id', code: 'field.id' })] });
    // A price is the server's: a body that names one is refused.
    expect((await send({ gift_id: roseId, price: 1 }, 'gift-key-bad-2')).body).toMatchObject({ status: 400, errors: [expect.objectContaining({ code: 'field.unknown', params: { keys: 'price' } })] });
    expect((await send({}, 'gift-key-bad-3')).body).toMatchObject({ status: 400, errors: [expect.objectContaining({ path: 'gift_id' })] });
    expect((await api.call('POST', `/api/send_live_gift/${sessionId}`, { body: { gift_id: roseId }, headers: { 'idempotency-key': 'gift-key-visitor' } })).status).toBe(401);
    expect(await events.count()).toBe(before);

    const sent = await send({ gift_id: roseId }, 'gift-key-0001');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ session_id: sessionId, gift: { id: roseId, name: 'Rose', name_hi: 'गुलाब', emoji: '🌹', price: ROSE }, balance: 100_00 - ROSE });
    const retried = await send({ gift_id: roseId }, 'gift-key-0001');
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual(sent.body.data);
    expect(await asha.debits()).toEqual([ROSE]);

    // On air: the studio, the customer and the visitor each hear it once, with the sender's name.
    for (const heard of [studio, watcher, visitor]) {
      await expect.poll(() => giftsHeard(heard), { timeout: 30_000 }).toEqual([expect.objectContaining({ id: sent.body.data.id, sender_name: sent.body.data.sender_name, gift: expect.objectContaining({ name: 'Rose', price: ROSE }) })]);
    }

    const gifts = await api.call('GET', `/api/get_live_session_gifts/${sessionId}`, { cookie: admin, headers: since(sent) });
    expect(gifts.body.data).toEqual({
      totals: { session_id: sessionId, count: 1, gross: ROSE, astrologer_earning: 14_70, commission: 6_30 },
      gifts: [expect.objectContaining({ id: sent.body.data.id, sender_user_id: asha.userId, astrologer_earning: 14_70, commission: 6_30 })],
    });
    const totals = await api.call('GET', `/api/get_live_gift_totals?session_ids=${sessionId},${ananya.id}`, { cookie: admin });
    expect(totals.body.data).toEqual([
      { session_id: sessionId, count: 1, gross: ROSE, astrologer_earning: 14_70, commission: 6_30 },
      { session_id: ananya.id, count: 0, gross: 0, astrologer_earning: 0, commission: 0 },
    ]);
    expect((await api.call('GET', `/api/get_live_session_gifts/${sessionId}`, { cookie: asha.cookie })).status).toBe(403);

    // The wallet's history names the gift.
    const history = await api.call('GET', `/api/get_single_transaction2/${asha.userId}`, { cookie: asha.cookie, headers: since(sent) });
    expect(history.body.data).toContainEqual(expect.objectContaining({ type: 'debit', amount: -ROSE, source_kind: 'gift', reason: 'Live gift 🌹 Rose to Tarot Reader Ananya' }));
  });
});
