import type { ChatSocketServerMessage, ChatSessionView } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_PRICE, chatFixtures } from './testing/chat-fixtures.js';
import { openChatSocket, type TestChatSocket } from './testing/chat-socket-client.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

type Fixtures = ReturnType<typeof chatFixtures>;
type SessionMessage = Extract<ChatSocketServerMessage, { type: 'session' }>;

const sessionIs =
  (id: string, check: (session: ChatSessionView) => boolean) =>
  (message: ChatSocketServerMessage): message is SessionMessage =>
    message.type === 'session' && message.session.id === id && check(message.session);

/** The chat WebSocket through the gateway: who may open it, and everything a chat screen hears. */
describe('chat socket', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let chat: Fixtures;
  const sockets: TestChatSocket[] = [];
  const open = async (cookie: string | undefined, origin?: string) => {
    const socket = await openChatSocket(stack.url, cookie, origin);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'chat_socket_stack');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: 50, now: () => new Date(), sessionRecheckMs: 200 } });
    chat = chatFixtures(stack, testApi(stack), stack.cookie('admin'));
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await stack?.stop();
    await db?.drop();
  });

  it('closes a socket without a good session with 4401, and refuses a cross-site page', async () => {
    expect(await (await open(undefined)).closed()).toBe(4401);
    expect(await (await open('nk_session=forged.value')).closed()).toBe(4401);
    await expect(openChatSocket(stack.url, stack.cookie('customer'), 'https://evil.example')).rejects.toThrow('upgrade refused: 403');
  });

  it('closes an open socket with 4401 once its session is logged out', async () => {
    const api = testApi(stack);
    const customer = await api.logIn(api.newNumber());
    const socket = await open(customer.cookie);
    await socket.next((message) => message.type === 'ready');
    expect((await api.call('POST', '/api/logout', { cookie: customer.cookie })).status).toBeLessThan(300);
    expect(await socket.closed()).toBe(4401);
  });

  it('relays a call\'s signalling between its two participants only, and connects it when both report media', async () => {
    const ravi = await chat.onlineAstrologer({ call_price_per_min: 2 * CHAT_PRICE });
    const asha = await chat.customer(40 * CHAT_PRICE);
    // Her free first consultation (one across chats and calls), used up on a chat, so the call is paid.
    const free = await chat.request(asha.cookie, ravi.id);
    await chat.answer(ravi.cookie, free.body.data.id as string, { action: 'accept' });
    await chat.end(asha.cookie, free.body.data.id as string);
    await expect.poll(() => ravi.status()).toBe('online');
    const [raviSocket, ashaSocket] = [await open(ravi.cookie), await open(asha.cookie)];
    await raviSocket.next((message) => message.type === 'ready');
    const requested = await chat.request(asha.cookie, ravi.id, {}, 'call');
    expect(requested.body.data).toMatchObject({ channel: 'call', price_per_min: 2 * CHAT_PRICE });
    const id = requested.body.data.id as string;
    // Both open the call: each is told the other is there, so both watches are in place.
    for (const socket of [ashaSocket, raviSocket]) socket.send({ type: 'watch', session_id: id });
    await ashaSocket.next((message) => message.type === 'presence' && message.who === 'astrologer' && message.online);
    await raviSocket.next((message) => message.type === 'presence' && message.who === 'customer' && message.online);
    // Not before the astrologer accepts.
    ashaSocket.send({ type: 'signal', session_id: id, signal: { kind: 'offer', sdp: 'v=0' } });
    expect(await ashaSocket.next((message) => message.type === 'error')).toMatchObject({ code: 'chat.not_accepted_yet' });
    await chat.answer(ravi.cookie, id, { action: 'accept' });
    await ashaSocket.next(sessionIs(id, (session) => session.status === 'active'));

    const offer = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n';
    ashaSocket.send({ type: 'signal', session_id: id, signal: { kind: 'offer', sdp: offer } });
    expect(await raviSocket.next((message) => message.type === 'signal')).toEqual({ type: 'signal', session_id: id, from: 'customer', signal: { kind: 'offer', sdp: offer } });
    raviSocket.send({ type: 'signal', session_id: id, signal: { kind: 'ice', candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 } } });
    expect(await ashaSocket.next((message) => message.type === 'signal')).toMatchObject({ from: 'astrologer', signal: { kind: 'ice' } });
    // A stranger watching nothing cannot signal into the call.
    const stranger = await open(stack.cookie('customer'));
    stranger.send({ type: 'signal', session_id: id, signal: { kind: 'offer', sdp: 'v=0' } });
    expect(await stranger.next((message) => message.type === 'error')).toMatchObject({ code: 'chat.not_watching' });

    // Media up on both sides: the call connects and minute 1 is billed at the call price.
    ashaSocket.send({ type: 'media', session_id: id, state: 'connected' });
    raviSocket.send({ type: 'media', session_id: id, state: 'connected' });
    const live = await ashaSocket.next(sessionIs(id, (session) => session.connected_at !== null && session.minutes_billed === 1));
    expect(live.session).toMatchObject({ channel: 'call', total_billed: 2 * CHAT_PRICE });
    await chat.end(asha.cookie, id);
    expect(await asha.debits()).toEqual([2 * CHAT_PRICE]);
  });

  it('tells the astrologer of a request at once, then carries the whole chat to both sides: answer, presence, typing, messages, read receipts, the end', async () => {
    const ravi = await chat.onlineAstrologer();
    const asha = await chat.customer(20 * CHAT_PRICE);
    const raviSocket = await open(ravi.cookie);
    const ashaSocket = await open(asha.cookie);
    await raviSocket.next((message) => message.type === 'ready');

    const requested = await chat.request(asha.cookie, ravi.id);
    const id = requested.body.data.id as string;
    const incoming = await raviSocket.next(sessionIs(id, (session) => session.status === 'requested'));
    // The astrologer is told who asks by their intake, never by the customer's id (which derives from a phone number).
    expect(incoming.session).toMatchObject({ customer_id: null, intake: { name: 'Asha', birth_date: '1990-04-01', birth_time: '06:30', birth_place: 'Pune' }, read: { customer: null, astrologer: null } });
    expect(requested.body.data.customer_id).toBe(asha.userId);

    // Both open the chat screen: each learns the other is there.
    ashaSocket.send({ type: 'watch', session_id: id });
    expect((await ashaSocket.next(sessionIs(id, (session) => session.status === 'requested'))).session.customer_id).toBe(asha.userId);
    raviSocket.send({ type: 'watch', session_id: id });
    await raviSocket.next(sessionIs(id, () => true));
    expect(await ashaSocket.next((message) => message.type === 'presence')).toEqual({ type: 'presence', session_id: id, who: 'astrologer', online: true });
    expect(await raviSocket.next((message) => message.type === 'presence')).toEqual({ type: 'presence', session_id: id, who: 'customer', online: true });

    await chat.answer(ravi.cookie, id, { action: 'accept' });
    await ashaSocket.next(sessionIs(id, (session) => session.status === 'active' && session.minutes_billed === 1));

    ashaSocket.send({ type: 'typing', session_id: id });
    expect(await raviSocket.next((message) => message.type === 'typing')).toEqual({ type: 'typing', session_id: id, from: 'customer' });

    const sent = await chat.say(asha.cookie, id, 'Namaste, <i>will</i> I get the job?');
    const messageId = sent.body.data.id as string;
    for (const socket of [raviSocket, ashaSocket]) {
      expect(await socket.next((message) => message.type === 'message')).toMatchObject({ type: 'message', message: { id: messageId, session_id: id, from: 'customer', text: 'Namaste, will I get the job?' } });
    }

    raviSocket.send({ type: 'read', session_id: id, message_id: messageId });
    await ashaSocket.next(sessionIs(id, (session) => session.read.astrologer === messageId));
    // The receipt is an event: it is there for a screen that opens later.
    const late = await open(asha.cookie);
    late.send({ type: 'watch', session_id: id });
    expect((await late.next(sessionIs(id, () => true))).session).toMatchObject({ read: { astrologer: messageId, customer: null }, message_count: 1 });

    raviSocket.close();
    expect(await ashaSocket.next((message) => message.type === 'presence' && !message.online)).toEqual({ type: 'presence', session_id: id, who: 'astrologer', online: false });

    // A console that opens (or reloads) mid-chat is told of the chat at once.
    const reloaded = await open(ravi.cookie);
    await reloaded.next((message) => message.type === 'ready');
    expect((await reloaded.next(sessionIs(id, () => true))).session.status).toBe('active');

    await chat.end(asha.cookie, id);
    await ashaSocket.next(sessionIs(id, (session) => session.status === 'ended' && session.end?.by === 'customer'));
  });

  it('answers a bad message, typing before watching and a stranger session with an error, and keeps the socket open', async () => {
    const ravi = await chat.onlineAstrologer();
    const meera = await chat.customer(20 * CHAT_PRICE);
    const id = (await chat.request(meera.cookie, ravi.id)).body.data.id as string;
    const stranger = await open(stack.cookie('customer'));
    stranger.send({ type: 'shout', session_id: id });
    const options = 'watch, unwatch, typing, read, ping, signal, media';
    expect(await stranger.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      status: 400,
      code: 'request.invalid',
      errors: [{ path: 'type', code: 'field.invalid_option', params: { options }, message: `must be one of: ${options}` }],
      message: `type: must be one of: ${options}`,
    });
    stranger.send({ type: 'typing', session_id: id });
    expect(await stranger.next((message) => message.type === 'error')).toMatchObject({ status: 409, code: 'chat.not_watching', message: expect.stringContaining('Open the chat first') });
    stranger.send({ type: 'watch', session_id: id });
    expect(await stranger.next((message) => message.type === 'error')).toEqual({ type: 'error', status: 404, code: 'chat.not_found', message: 'Chat session not found' });
    stranger.send({ type: 'ping' });
    expect(await stranger.next((message) => message.type === 'pong')).toEqual({ type: 'pong' });
  });
});
