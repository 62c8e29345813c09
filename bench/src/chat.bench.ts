// `npm run bench -- chat`: the chat load. 200 paid sessions are opened and accepted, both
// sides of each open the chat WebSocket through the gateway, then for BENCH_CHAT_SECONDS (60) every
// participant sends a message (create_message through the gateway), thinks for BENCH_CHAT_THINK_MS
// (1000) after the answer, and sends again. The clock runs from the send to the other participant's
// socket receiving the message, so a delivery includes the HTTP write, the append, the store
// subscription and the push. The reference, in the same run on the same sockets: a ping → pong
// round trip through the gateway (no store at all).
import { CHAT_SOCKET_PING_MS } from '@nakshatra/contracts';
import { createEventStore } from '@nakshatra/event-store';
import { startStack, type RunningStack } from '@nakshatra/launcher';
import type WebSocket from 'ws';
import { benchDatabase } from './bench-database.js';
import { describeMachine, format, percentile } from './machine.js';
import { call, fundedCustomer, inBatches, onlineAstrologer, openSocket, pingReference, pongClock } from './stack-client.js';

const SESSIONS = Number(process.env.BENCH_CHAT_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_CHAT_THINK_MS ?? 1000);
const PRICE = 10_00;

interface Participant {
  readonly cookie: string;
  socket?: WebSocket;
}

/** One session: an astrologer written straight to the store (online), a customer funded by an admin, a request and an accept through the API. */
async function openSession(stack: RunningStack, store: Awaited<ReturnType<typeof createEventStore>>, index: number): Promise<{ id: string; customer: Participant; astrologer: Participant }> {
  const { astrologerId, cookie: astrologer } = await onlineAstrologer(stack, store, index, { pricePerMin: PRICE });
  const customer = await fundedCustomer(stack, 1000 * PRICE);
  const requested = await call(stack, 'POST', '/api/create_chat_session', customer, { astrologer_id: astrologerId, intake: { name: 'Bench', birth_date: '1990-01-01', birth_place: 'Pune' } });
  const id = requested.data!.id!;
  await call(stack, 'PUT', `/api/update_chat_session/${id}`, astrologer, { action: 'accept' });
  return { id, customer: { cookie: customer }, astrologer: { cookie: astrologer } };
}

export async function chatBenchmark(): Promise<void> {
  const { database, server, stop } = await benchDatabase();
  const stack = await startStack({ databaseUrl: database.url, logLevel: 'warn' });
  const store = await createEventStore({ databaseUrl: database.url });
  try {
    const setupStarted = performance.now();
    const sessions: Awaited<ReturnType<typeof openSession>>[] = [];
    await inBatches(
      Array.from({ length: SESSIONS }, (_, index) => index),
      20,
      async (index) => void sessions.push(await openSession(stack, store, index)),
    );

    // Sent messages by text; the other side's socket stops the clock.
    const sentAt = new Map<string, number>();
    const deliveryMs: number[] = [];
    let measuring = false;
    let delivered = 0;
    const participants = sessions.flatMap((session) => [session.customer, session.astrologer]);
    const pongs = participants.map((participant) => pongClock(() => participant.socket!));
    await inBatches(participants, 50, async (participant) => {
      const index = participants.indexOf(participant);
      participant.socket = await openSocket(stack, participant.cookie, (message) => {
        const now = performance.now();
        if (message.type === 'pong') pongs[index]!.heard(now);
        if (message.type !== 'message' || !measuring) return;
        const started = sentAt.get(`${message.message.text}|${index}`);
        if (started === undefined) return; // the sender's own echo
        deliveryMs.push(now - started);
        delivered += 1;
      });
    });
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    // As browsers do: a socket that says nothing for a minute is closed by the server.
    const keepAlive = setInterval(() => participants.forEach((participant) => participant.socket?.send(JSON.stringify({ type: 'ping' }))), CHAT_SOCKET_PING_MS);

    let sent = 0;
    let failed = 0;
    const sendMs: number[] = [];
    measuring = true;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      sessions.flatMap((session, sessionIndex) =>
        (['customer', 'astrologer'] as const).map(async (side) => {
          const receiver = sessionIndex * 2 + (side === 'customer' ? 1 : 0);
          // Spread the first sends over the think time, as real people do not type in step.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS));
          for (let n = 0; performance.now() < deadline; n += 1) {
            const text = `${side} ${sessionIndex} message ${n}`;
            const begin = performance.now();
            sentAt.set(`${text}|${receiver}`, begin);
            try {
              await call(stack, 'POST', '/api/create_message', session[side].cookie, { session_id: session.id, text });
              sent += 1;
              sendMs.push(performance.now() - begin);
            } catch {
              failed += 1;
            }
            await new Promise((resolve) => setTimeout(resolve, THINK_MS));
          }
        }),
      ),
    );
    // Deliveries still in flight at the deadline count too.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    measuring = false;
    const seconds = (deadline - started) / 1000;

    // Reference: ping → pong on the same sockets through the gateway, for 10 s, one per socket per second.
    const pingMs = await pingReference(pongs.map((pong) => pong.roundTrip));
    clearInterval(keepAlive);
    participants.forEach((participant) => participant.socket?.close());

    deliveryMs.sort((a, b) => a - b);
    sendMs.sort((a, b) => a - b);
    pingMs.sort((a, b) => a - b);
    const minutesBilled = (await store.readAll({ limit: 1_000_000 })).filter((event) => event.type === 'MinuteBilled').length;
    console.log(`Machine: ${describeMachine()}; ${server}; the whole stack as child processes (npm start's shape) plus this client, on the same cores`);
    console.log(`Date: ${new Date().toISOString().slice(0, 10)}; ${SESSIONS} sessions (${participants.length} sockets), ${SECONDS} s, one message per participant every ${THINK_MS} ms after the answer; setup ${setupSeconds.toFixed(1)} s\n`);
    console.table([
      { measurement: 'messages sent (create_message 201)', value: format(sent), 'per s': format(sent / seconds), 'p50 ms': percentile(sendMs, 50).toFixed(1), 'p99 ms': percentile(sendMs, 99).toFixed(1) },
      { measurement: "messages delivered to the other side's socket", value: format(delivered), 'per s': format(delivered / seconds), 'p50 ms': percentile(deliveryMs, 50).toFixed(1), 'p99 ms': percentile(deliveryMs, 99).toFixed(1) },
      { measurement: 'reference: socket ping → pong through the gateway', value: format(pingMs.length), 'per s': '', 'p50 ms': percentile(pingMs, 50).toFixed(1), 'p99 ms': percentile(pingMs, 99).toFixed(1) },
    ]);
    console.log(`Failed sends: ${failed}; undelivered: ${sent - delivered}; minutes billed meanwhile: ${minutesBilled}; p99 delivery / p99 ping: ${(percentile(deliveryMs, 99) / Math.max(0.001, percentile(pingMs, 99))).toFixed(1)}`);
  } finally {
    await store.close();
    await stack.stop();
    await stop();
  }
}
