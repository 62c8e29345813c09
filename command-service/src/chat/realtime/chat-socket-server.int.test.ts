import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_SOCKET_PATH, SESSION_COOKIE, type ChatSocketClientMessage } from '@nakshatra/contracts';
import { createLogger, encodeSession, type SessionVerifier } from '@nakshatra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatConnection, ChatHub } from './chat-hub.js';
import { attachChatSocketServer } from './chat-socket-server.js';

const SECRET = 's'.repeat(32);
const SESSION_ID = '11111111-1111-4111-8111-111111111111';

/** The socket server alone, with a session check the test holds open, and a hub that records what reaches it. */
describe('chat socket server', () => {
  let server: Server;
  let socketServer: { close(): Promise<void> };
  let releaseCheck: (() => void) | undefined;
  const received: ChatSocketClientMessage[] = [];
  const hub = {
    connect: (connection: ChatConnection) => connection.send({ type: 'ready', user_id: connection.userId }),
    disconnect: () => undefined,
    receive: async (_connection: ChatConnection, message: ChatSocketClientMessage) => void received.push(message),
  } as unknown as ChatHub;
  // A session check that answers only when the test says: a slow store, as under load.
  const sessions: SessionVerifier = { verify: () => new Promise((resolve) => (releaseCheck = () => resolve({ status: 'active' }))) };

  beforeAll(async () => {
    server = createServer();
    socketServer = attachChatSocketServer(server, { hub, sessionSecret: SECRET, sessions, logger: createLogger('test', 'silent') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await socketServer.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps what the browser sends while its session is still being checked, and hands it on once the session holds', async () => {
    const cookie = `${SESSION_COOKIE}=${encodeSession(SECRET, { sid: 'sid-1', uid: 'user-1', role: 'customer', exp: Math.floor(Date.now() / 1000) + 600 })}`;
    const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}${CHAT_SOCKET_PATH}`, { headers: { cookie } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const ready = new Promise((resolve) => ws.once('message', resolve));
    // Sent at once, as a chat screen does on opening, while the check is still pending.
    ws.send(JSON.stringify({ type: 'watch', session_id: SESSION_ID }));
    ws.send(JSON.stringify({ type: 'typing', session_id: SESSION_ID }));
    // The check began when the socket opened (before the client heard of it).
    expect(releaseCheck).toBeDefined();
    releaseCheck!();
    await ready;
    await expect.poll(() => received.map((message) => message.type)).toEqual(['watch', 'typing']);
    ws.close();
  });
});
