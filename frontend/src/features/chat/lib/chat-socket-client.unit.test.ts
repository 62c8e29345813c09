import { CHAT_SOCKET_PING_MS, CHAT_SOCKET_UNAUTHORIZED } from '@nakshatra/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatSession, FakeWebSocket, SESSION_ID } from '../testing/fake-websocket';
import { ChatSocketClient, chatSocketUrl } from './chat-socket-client';
import { parseServerMessage } from './parse-server-message';

const OTHER_ID = '22222222-2222-4222-8222-222222222222';

function client(random = () => 0.5) {
  return new ChatSocketClient({ url: 'ws://localhost/api/chat_socket', WebSocket: FakeWebSocket, random, baseDelayMs: 1000, maxDelayMs: 8000 });
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('chat socket client', () => {
  it('connects to the page origin with ws(s)', () => {
    expect(chatSocketUrl('http://localhost:8080')).toBe('ws://localhost:8080/api/chat_socket');
    expect(chatSocketUrl('https://nakshatra.app')).toBe('wss://nakshatra.app/api/chat_socket');
  });

  it('watches sessions once open, hands parsed messages to listeners and pings', () => {
    const socket = client();
    const heard: unknown[] = [];
    socket.subscribe((message) => heard.push(message));
    const unwatch = socket.watch(SESSION_ID);
    socket.start();
    expect(socket.status).toBe('connecting');
    const ws = FakeWebSocket.latest();
    ws.open();
    expect(socket.status).toBe('open');
    expect(ws.sent).toEqual([{ type: 'watch', session_id: SESSION_ID }]);

    ws.receive({ type: 'session', session: chatSession() });
    ws.receive('not json');
    ws.receive({ type: 'session', session: { id: 'x' } });
    ws.receive({ type: 'surprise' });
    ws.receive({ type: 'typing', session_id: SESSION_ID, from: 'astrologer' });
    expect(heard).toHaveLength(2);
    expect((heard[0] as { session: { id: string } }).session.id).toBe(SESSION_ID);

    vi.advanceTimersByTime(CHAT_SOCKET_PING_MS);
    expect(ws.sentOfType('ping')).toHaveLength(1);

    unwatch();
    expect(ws.sent.at(-1)).toEqual({ type: 'unwatch', session_id: SESSION_ID });
  });

  it('reconnects with capped exponential back-off and jitter, and watches again', () => {
    const socket = client(() => 0);
    socket.watch(SESSION_ID);
    socket.watch(OTHER_ID);
    socket.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    expect(socket.status).toBe('reconnecting');

    // Failures 0, 1, 2, 3, 4 wait half of 1 s, 2 s, 4 s, 8 s, 8 s (capped) with jitter 0.
    const waits = [500, 1000, 2000, 4000, 4000];
    for (const wait of waits) {
      const before = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      FakeWebSocket.latest().drop();
    }
    vi.advanceTimersByTime(4000);
    const ws = FakeWebSocket.latest();
    ws.open();
    expect(socket.status).toBe('open');
    expect(socket.openCount).toBe(2);
    expect(ws.sentOfType('watch')).toEqual([
      { type: 'watch', session_id: SESSION_ID },
      { type: 'watch', session_id: OTHER_ID },
    ]);
    // A success resets the back-off.
    ws.drop();
    const before = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it('jitters within the upper half of the capped delay', () => {
    expect(client(() => 0).retryDelay(10)).toBe(4000);
    expect(client(() => 0.999).retryDelay(10)).toBe(7996);
    expect(client(() => 0.5).retryDelay(0)).toBe(750);
  });

  it('stops for good when the server says the login has ended', () => {
    const socket = client();
    const statuses: string[] = [];
    socket.onStatus((status) => statuses.push(status));
    socket.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(CHAT_SOCKET_UNAUTHORIZED);
    expect(socket.status).toBe('unauthorized');
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    socket.start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'unauthorized']);
  });

  it('drops ephemeral signals while disconnected and closes on stop', () => {
    const socket = client();
    socket.start();
    expect(socket.send({ type: 'typing', session_id: SESSION_ID })).toBe(false);
    const ws = FakeWebSocket.latest();
    ws.open();
    expect(socket.send({ type: 'typing', session_id: SESSION_ID })).toBe(true);
    socket.stop();
    expect(ws.closedWith).toBe(1000);
    expect(socket.status).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('parsing server messages', () => {
  it('keeps what the screen relies on and drops the rest', () => {
    expect(parseServerMessage(JSON.stringify({ type: 'ready', user_id: 'u1' }))).toEqual({ type: 'ready', user_id: 'u1' });
    expect(parseServerMessage(JSON.stringify({ type: 'presence', session_id: SESSION_ID, who: 'customer', online: 'yes' }))).toBeUndefined();
    expect(parseServerMessage(JSON.stringify({ type: 'message', message: { id: 'm1', session_id: SESSION_ID, from: 'admin', text: 'x', sent_at: 'now' } }))).toBeUndefined();
    expect(parseServerMessage(JSON.stringify(['session']))).toBeUndefined();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeUndefined();
    const parsed = parseServerMessage(JSON.stringify({ type: 'session', session: { ...chatSession(), read: undefined, rejection: { by: 'system', reason: 'timeout' } } }));
    expect(parsed).toMatchObject({ type: 'session', session: { read: { customer: null, astrologer: null }, rejection: { by: 'system', reason: 'timeout' } } });
    // The astrologer is never told the customer's id (a user id derives from a phone number).
    expect(parseServerMessage(JSON.stringify({ type: 'session', session: chatSession({ customer_id: null }) }))).toMatchObject({ type: 'session', session: { customer_id: null } });
  });
});
