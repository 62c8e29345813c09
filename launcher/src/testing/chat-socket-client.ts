import { CHAT_SOCKET_PATH, type ChatSocketClientMessage, type ChatSocketServerMessage } from '@nakshatra/contracts';
import WebSocket from 'ws';

/** A chat socket as a browser opens it (cookie, Origin), keeping every message for the test to wait on. */
export interface TestChatSocket {
  readonly received: ChatSocketServerMessage[];
  send(message: ChatSocketClientMessage | Record<string, unknown>): void;
  /** The first message not yet taken by an earlier `next` that matches (waiting for it if need be); fails after `timeoutMs`. */
  next<T extends ChatSocketServerMessage>(match: (message: ChatSocketServerMessage) => message is T, timeoutMs?: number): Promise<T>;
  next(match: (message: ChatSocketServerMessage) => boolean, timeoutMs?: number): Promise<ChatSocketServerMessage>;
  /** Resolves with the close code. */
  closed(): Promise<number>;
  close(): void;
}

export async function openChatSocket(baseUrl: string, cookie: string | undefined, origin = baseUrl): Promise<TestChatSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, { headers: { ...(cookie ? { cookie } : {}), origin } });
  const received: ChatSocketServerMessage[] = [];
  const waiters: { match: (message: ChatSocketServerMessage) => boolean; resolve: (message: ChatSocketServerMessage) => void }[] = [];
  const untaken: ChatSocketServerMessage[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ChatSocketServerMessage;
    received.push(message);
    const waiter = waiters.find((candidate) => candidate.match(message));
    if (!waiter) return void untaken.push(message);
    waiters.splice(waiters.indexOf(waiter), 1);
    waiter.resolve(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return {
    received,
    send: (message) => ws.send(JSON.stringify(message)),
    next: (match: (message: ChatSocketServerMessage) => boolean, timeoutMs = 5000) => {
      const earlier = untaken.findIndex(match);
      if (earlier >= 0) return Promise.resolve(untaken.splice(earlier, 1)[0]!);
      return new Promise<ChatSocketServerMessage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching chat socket message in ${timeoutMs} ms; got ${JSON.stringify(received.slice(-5))}`)), timeoutMs);
        waiters.push({ match, resolve: (message) => (clearTimeout(timer), resolve(message)) });
      });
    },
    closed: () => closed,
    close: () => ws.close(),
  } as TestChatSocket;
}
