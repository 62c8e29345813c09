// What the benchmarks that drive a whole stack share: API calls with a session cookie, work in
// batches, the chat WebSocket, and an online astrologer written straight to the store.
import { randomUUID } from 'node:crypto';
import { CHAT_SOCKET_PATH, type ChatSocketServerMessage } from '@nakshatra/contracts';
import { commandMetadata, seedOnlineAstrologer } from '@nakshatra/command-service';
import type { EventStore } from '@nakshatra/event-store';
import type { RunningStack } from '@nakshatra/launcher';
import WebSocket from 'ws';

const meta = commandMetadata({ id: 'bench', role: 'system' }, 'bench');

export async function call(stack: RunningStack, method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(stack.url + path, { method, headers: { 'content-type': 'application/json', cookie, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await answer.json()) as { data?: { id?: string } };
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/** `work` over `items`, `width` at a time: setting up 200 sessions must not be 200 cold starts at once. */
export async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += width) await Promise.all(items.slice(index, index + width).map(work));
}

export function openSocket(stack: RunningStack, cookie: string, onMessage: (message: ChatSocketServerMessage) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${stack.url.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, { headers: { cookie } });
  ws.on('message', (raw) => onMessage(JSON.parse(raw.toString()) as ChatSocketServerMessage));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** An approved, online astrologer (number `index`), written to the store; their login's cookie. */
export async function onlineAstrologer(stack: RunningStack, store: EventStore, index: number, prices: { pricePerMin: number; callPricePerMin?: number }): Promise<{ astrologerId: string; cookie: string }> {
  const astrologerId = randomUUID();
  const userId = randomUUID();
  await seedOnlineAstrologer(
    store,
    {
      astrologerId,
      userId,
      phone: String(8000000000 + index),
      countryCode: '+91',
      profile: { name: `Bench Astrologer ${index}`, email: 'bench@example.com', gender: 'female', dateOfBirth: '1980-01-01', languages: ['hindi'], skills: ['vedic'], experienceYears: 10, ...prices, bio: 'b'.repeat(60), imgUrl: '/uploads/0123456789abcdef0123456789abcdef.png' },
      idDocumentUrl: '/uploads/fedcba9876543210fedcba9876543210.jpg',
    },
    meta,
  );
  return { astrologerId, cookie: stack.sessionCookie('astrologer', userId) };
}

/** A customer with a wallet an admin funded. */
export async function fundedCustomer(stack: RunningStack, amount: number): Promise<string> {
  const customerId = randomUUID();
  await call(stack, 'PUT', `/api/update_wallet/${customerId}`, stack.adminCookie(), { amount, reason: 'Benchmark balance' }, { 'idempotency-key': randomUUID() });
  return stack.sessionCookie('customer', customerId);
}

/** One socket's pongs, timed: `heard` on each pong the socket receives, `roundTrip` sends a ping and answers how long its pong took. */
export function pongClock(socket: () => WebSocket) {
  const waits: ((at: number) => void)[] = [];
  return {
    heard: (at: number): void => waits.shift()?.(at),
    async roundTrip(): Promise<number> {
      const begin = performance.now();
      const answered = new Promise<number>((resolve, reject) => {
        waits.push(resolve);
        setTimeout(() => reject(new Error('no pong within 10 s: is the socket still open?')), 10_000);
      });
      socket().send(JSON.stringify({ type: 'ping' }));
      return (await answered) - begin;
    },
  };
}

/**
 * The socket benchmarks' reference: a ping → pong round trip on each socket, once a second for
 * `seconds`; the times in ms. A ping with no pong within 10 s counts as Infinity (a stack still
 * draining a backlog), so the run still prints what it measured.
 */
export async function pingReference(roundTrips: readonly (() => Promise<number>)[], seconds = 10): Promise<number[]> {
  const pingMs: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    roundTrips.map(async (roundTrip) => {
      while (performance.now() < deadline) {
        pingMs.push(await roundTrip().catch(() => Number.POSITIVE_INFINITY));
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }),
  );
  return pingMs;
}
