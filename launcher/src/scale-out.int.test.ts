import type { ChatSessionView, ChatSocketServerMessage } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './stack.js';
import { CHAT_PRICE, chatFixtures } from './testing/chat-fixtures.js';
import { openChatSocket, type TestChatSocket } from './testing/chat-socket-client.js';
import { testApi } from './testing/test-api.js';

/** Long enough for a busy two-core machine running five services of this stack and other tests. */
const PATIENCE_MS = 30_000;

const sessionIs =
  (id: string, check: (session: ChatSessionView) => boolean) =>
  (message: ChatSocketServerMessage): boolean =>
    message.type === 'session' && message.session.id === id && check(message.session);

/**
 * Scale-out (docs/scale-out.md): the product as `INSTANCES=2 npm start` runs it, two command
 * services and two query services behind the one gateway, on one event store and database, sharing
 * Redis. A chat whose two sides hold sockets on different command services goes on as on one.
 */
describe('two command and two query services behind one gateway', () => {
  let db: TestDatabase;
  let stack: RunningStack;
  let store: EventStore;
  let chat: ReturnType<typeof chatFixtures>;
  const sockets: TestChatSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'scale_out');
    stack = await startStack({ databaseUrl: db.url, redisUrl: inject('redisUrl'), instances: 2, logLevel: 'silent', env: { PLACES_PRELOAD: 'false' } });
    store = await createEventStore({ databaseUrl: db.url });
    chat = chatFixtures({ store, cookie: stack.sessionCookie }, testApi(stack), stack.adminCookie());
  }, 240_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await store?.close();
    await stack?.stop();
    await db?.drop();
  }, 120_000);

  const instanceUrls = (name: 'command-service' | 'query-service') => stack.instancesOf(name).map((instance) => `http://127.0.0.1:${instance.port}`);

  it('runs two of each backend, and one projector', () => {
    expect(instanceUrls('command-service')).toHaveLength(2);
    expect(instanceUrls('query-service')).toHaveLength(2);
    expect(stack.instancesOf('projections')).toHaveLength(1);
    expect(new Set([...instanceUrls('command-service'), ...instanceUrls('query-service')]).size).toBe(4);
  });

  it('carries a chat between a customer and an astrologer whose sockets are on different command services', async () => {
    const ravi = await chat.onlineAstrologer();
    const asha = await chat.customer(20 * CHAT_PRICE);
    const [first, second] = instanceUrls('command-service');
    const raviSocket = await openChatSocket(first!, ravi.cookie);
    const ashaSocket = await openChatSocket(second!, asha.cookie);
    sockets.push(raviSocket, ashaSocket);
    await raviSocket.next((message) => message.type === 'ready', PATIENCE_MS);
    await ashaSocket.next((message) => message.type === 'ready', PATIENCE_MS);

    // Every write goes through the gateway, to whichever command service's turn it is.
    const id = (await chat.request(asha.cookie, ravi.id)).body.data.id as string;
    await raviSocket.next(sessionIs(id, (session) => session.status === 'requested'), PATIENCE_MS);
    // Presence and typing cross through Redis, never stored.
    ashaSocket.send({ type: 'watch', session_id: id });
    raviSocket.send({ type: 'watch', session_id: id });
    expect(await ashaSocket.next((message) => message.type === 'presence', PATIENCE_MS)).toEqual({ type: 'presence', session_id: id, who: 'astrologer', online: true });

    await chat.answer(ravi.cookie, id, { action: 'accept' });
    await ashaSocket.next(sessionIs(id, (session) => session.status === 'active'), PATIENCE_MS);
    ashaSocket.send({ type: 'typing', session_id: id });
    expect(await raviSocket.next((message) => message.type === 'typing', PATIENCE_MS)).toEqual({ type: 'typing', session_id: id, from: 'customer' });

    for (const [from, cookie, text] of [['customer', asha.cookie, 'Namaste'], ['astrologer', ravi.cookie, 'Namaste, Asha'], ['customer', asha.cookie, 'Will I get the job?']] as const) {
      const messageId = (await chat.say(cookie, id, text)).body.data.id as string;
      for (const socket of [raviSocket, ashaSocket]) {
        expect(await socket.next((message) => message.type === 'message' && message.message.id === messageId, PATIENCE_MS)).toMatchObject({ message: { session_id: id, from, text } });
      }
    }
  });

  it('answers reads on both query services, through the gateway in turn', async () => {
    const api = testApi(stack);
    const cookie = stack.sessionCookie('customer');
    for (const url of instanceUrls('query-service')) expect((await fetch(`${url}/api/get_astrologer`)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.call('GET', '/api/get_astrologer', { cookie })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1);
  });
});
