// `npm run bench -- calls`: the call set-up load. BENCH_CALLS (200) call sessions are
// requested and accepted through the API; both sides of each hold the chat WebSocket through the
// gateway and open the call (`watch`). Then all the callers at once send their WebRTC offer; each
// astrologer's socket answers it the moment it arrives, and the clock runs from the offer's send to
// the answer's arrival at the caller: the **signalling round trip**, two relays through the gateway
// and the command service (and the signal bus). Then both sides report their media connected, and
// the clock runs from the caller's report to the session message that says the call is connected
// (minute 1 billed). The reference, in the same run on the same sockets: a socket ping → pong.
import type { ChatSocketServerMessage } from '@nakshatra/contracts';
import { createEventStore } from '@nakshatra/event-store';
import { startStack, type RunningStack } from '@nakshatra/launcher';
import type WebSocket from 'ws';
import { benchDatabase } from './bench-database.js';
import { describeMachine, format, percentile } from './machine.js';
import { call, fundedCustomer, inBatches, onlineAstrologer, openSocket, pingReference } from './stack-client.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const CALL_PRICE = 20_00;
/** What a browser's audio-and-video offer weighs, so the relay carries a realistic message. */
const OFFER_SDP = `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n${'a=candidate-and-codec-lines-of-a-real-offer\r\n'.repeat(120)}`;

interface Side {
  readonly cookie: string;
  socket?: WebSocket;
  /** Waiters for the next message that matches, oldest first. */
  readonly waiting: { match: (message: ChatSocketServerMessage) => boolean; resolve: (at: number) => void }[];
}

const side = (cookie: string): Side => ({ cookie, waiting: [] });

/** Resolves with the moment the side's socket receives a matching message. */
function nextAt(who: Side, match: (message: ChatSocketServerMessage) => boolean, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    who.waiting.push({ match, resolve });
    setTimeout(() => reject(new Error(`${what}: no answer within 60 s`)), 60_000).unref();
  });
}

function deliver(who: Side, message: ChatSocketServerMessage): void {
  const at = performance.now();
  const index = who.waiting.findIndex((waiter) => waiter.match(message));
  if (index >= 0) who.waiting.splice(index, 1)[0]!.resolve(at);
}

async function acceptedCall(stack: RunningStack, store: Awaited<ReturnType<typeof createEventStore>>, index: number) {
  const { astrologerId, cookie: astrologerCookie } = await onlineAstrologer(stack, store, index, { pricePerMin: CALL_PRICE / 2, callPricePerMin: CALL_PRICE });
  const customerCookie = await fundedCustomer(stack, 1000 * CALL_PRICE);
  // The free first consultation goes to a chat, so the call is paid as most are.
  const free = await call(stack, 'POST', '/api/create_chat_session', customerCookie, { astrologer_id: astrologerId, intake: { name: 'Bench', birth_date: '1990-01-01', birth_place: 'Pune' } });
  await call(stack, 'PUT', `/api/update_chat_session/${free.data!.id!}`, astrologerCookie, { action: 'accept' });
  await call(stack, 'PUT', `/api/end_chat_session/${free.data!.id!}`, customerCookie, {});
  const requested = await call(stack, 'POST', '/api/create_chat_session', customerCookie, { astrologer_id: astrologerId, intake: { name: 'Bench', birth_date: '1990-01-01', birth_place: 'Pune' }, channel: 'call' });
  const id = requested.data!.id!;
  await call(stack, 'PUT', `/api/update_chat_session/${id}`, astrologerCookie, { action: 'accept' });
  return { id, customer: side(customerCookie), astrologer: side(astrologerCookie) };
}

export async function callsBenchmark(): Promise<void> {
  const { database, server, stop } = await benchDatabase();
  const stack = await startStack({ databaseUrl: database.url, logLevel: 'warn', env: { PLACES_PRELOAD: 'false' } });
  const store = await createEventStore({ databaseUrl: database.url });
  try {
    const setupStarted = performance.now();
    const calls: Awaited<ReturnType<typeof acceptedCall>>[] = [];
    await inBatches(
      Array.from({ length: CALLS }, (_, index) => index),
      20,
      async (index) => void calls.push(await acceptedCall(stack, store, index)),
    );
    await inBatches(calls, 25, async ({ id, customer, astrologer }) => {
      for (const who of [customer, astrologer]) {
        who.socket = await openSocket(stack, who.cookie, (message) => {
          // The astrologer's browser answers an offer at once.
          if (who === astrologer && message.type === 'signal' && message.signal.kind === 'offer') {
            who.socket!.send(JSON.stringify({ type: 'signal', session_id: id, signal: { kind: 'answer', sdp: OFFER_SDP } }));
          }
          deliver(who, message);
        });
      }
      // Both have the call open once each hears of the other.
      const bothThere = [nextAt(customer, (message) => message.type === 'presence' && message.online, 'the astrologer opening the call'), nextAt(astrologer, (message) => message.type === 'presence' && message.online, 'the caller opening the call')];
      for (const who of [customer, astrologer]) who.socket!.send(JSON.stringify({ type: 'watch', session_id: id }));
      await Promise.all(bothThere);
    });
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // Every caller at once: offer → the astrologer's answer back.
    const signallingMs = await Promise.all(
      calls.map(async ({ id, customer }) => {
        const answered = nextAt(customer, (message) => message.type === 'signal' && message.signal.kind === 'answer', 'the answer to an offer');
        const begin = performance.now();
        customer.socket!.send(JSON.stringify({ type: 'signal', session_id: id, signal: { kind: 'offer', sdp: OFFER_SDP } }));
        return (await answered) - begin;
      }),
    );
    // Every call at once: both sides' media reported → the caller hears the call connected.
    const connectMs = await Promise.all(
      calls.map(async ({ id, customer, astrologer }) => {
        const connected = nextAt(customer, (message) => message.type === 'session' && message.session.id === id && message.session.connected_at !== null && message.session.minutes_billed === 1, 'the call connected');
        const begin = performance.now();
        for (const who of [customer, astrologer]) who.socket!.send(JSON.stringify({ type: 'media', session_id: id, state: 'connected' }));
        return (await connected) - begin;
      }),
    );
    // Reference: ping → pong on the callers' sockets, each once a second for 10 s.
    const pingMs = await pingReference(
      calls.map(({ customer }) => async () => {
        const ponged = nextAt(customer, (message) => message.type === 'pong', 'a pong');
        const begin = performance.now();
        customer.socket!.send(JSON.stringify({ type: 'ping' }));
        return (await ponged) - begin;
      }),
    );
    for (const { customer, astrologer } of calls) for (const who of [customer, astrologer]) who.socket?.close();

    for (const series of [signallingMs, connectMs, pingMs]) series.sort((a, b) => a - b);
    const row = (measurement: string, series: number[]) => ({ measurement, count: format(series.length), 'p50 ms': percentile(series, 50).toFixed(1), 'p99 ms': percentile(series, 99).toFixed(1) });
    console.log(`Machine: ${describeMachine()}; ${server}; the whole stack as child processes (npm start's shape) plus this client, on the same cores`);
    console.log(`Date: ${new Date().toISOString().slice(0, 10)}; ${CALLS} calls (${CALLS * 2} sockets), all set up at once; setup ${setupSeconds.toFixed(1)} s\n`);
    console.table([
      row('signalling round trip: offer → answer back (two relays)', signallingMs),
      row('media reported by both → caller told the call is connected', connectMs),
      row('reference: socket ping → pong through the gateway', pingMs),
    ]);
    console.log(`p99 signalling round trip / p99 ping: ${(percentile(signallingMs, 99) / Math.max(0.001, percentile(pingMs, 99))).toFixed(1)}; target p99 ≤ 200 ms`);
  } finally {
    await store.close();
    await stack.stop();
    await stop();
  }
}
