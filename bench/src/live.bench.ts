// `npm run bench -- live`: the live load. One astrologer goes live (create_live_session) and
// joins the live socket as the broadcaster; BENCH_LIVE_VIEWERS (1,000) viewer sockets join through
// the gateway, BENCH_LIVE_SENDERS (250) of them logged in; for BENCH_LIVE_SECONDS (60) the senders
// chat at BENCH_LIVE_RATE (50) messages a second in all (each sender within the viewers' limit of 5
// per 10 s). The clock runs from the send to each socket receiving the message, so every delivery to
// every viewer counts. The reference, in the same run on the same sockets: ping → pong through the gateway.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CHAT_SOCKET_PING_MS, LIVE_SOCKET_PATH, type LiveSocketServerMessage } from '@nakshatra/contracts';
import { createEventStore } from '@nakshatra/event-store';
import { startStack, type RunningStack } from '@nakshatra/launcher';
import pg from 'pg';
import WebSocket from 'ws';
import { benchDatabase } from './bench-database.js';
import { coresUsed, cpuSnapshot } from './cpu-usage.js';
import { describeMachine, format, percentile } from './machine.js';
import { call, inBatches, onlineAstrologer, pingReference, pongClock } from './stack-client.js';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 1000);
const SENDERS = Number(process.env.BENCH_LIVE_SENDERS ?? 250);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 50);

/** The process ids of the PostgreSQL backends serving a database now. */
async function backendsOf(url: string): Promise<{ pid: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows;
  } finally {
    await client.end();
  }
}

/** A joined live socket: `ready` heard. */
function joinLive(stack: RunningStack, sessionId: string, cookie: string | undefined, onMessage: (message: LiveSocketServerMessage, at: number) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${stack.url.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`, { headers: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as LiveSocketServerMessage;
      if (message.type === 'ready') resolve(ws);
      if (message.type === 'room_full' || message.type === 'error') reject(new Error(`join refused: ${JSON.stringify(message)}`));
      onMessage(message, performance.now());
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'join', session_id: sessionId })));
    ws.once('error', reject);
  });
}

export async function liveBenchmark(): Promise<void> {
  const { database, server, stop } = await benchDatabase();
  // The embedded engine's cap (20) is for a broadcaster's home uplink; the chat fan-out is measured at the audience Janus serves.
  const stack = await startStack({ databaseUrl: database.url, logLevel: 'warn', env: { LIVE_P2P_MAX_VIEWERS: String(VIEWERS + 10) } });
  const store = await createEventStore({ databaseUrl: database.url });
  try {
    const setupStarted = performance.now();
    const { cookie: astrologer } = await onlineAstrologer(stack, store, 0, { pricePerMin: 10_00 });
    const sessionId = (await call(stack, 'POST', '/api/create_live_session', astrologer, { title: 'Benchmark live', topic: 'Everything', now: true })).data!.id!;

    const sentAt = new Map<string, number>();
    const deliveryMs: number[] = [];
    const sockets: WebSocket[] = [];
    const pongs = Array.from({ length: VIEWERS }, (_, index) => pongClock(() => sockets[index]!));
    let measuring = false;
    let delivered = 0;
    const onMessage = (index: number) => (message: LiveSocketServerMessage, at: number) => {
      if (message.type === 'pong') pongs[index]!.heard(at);
      if (!measuring) return;
      // In a busy room the server sends the lines of each 100 ms together (LIVE_CHAT_COALESCE_MS): each line's clock stops when its frame arrives.
      const lines = message.type === 'chat' ? [message.message] : message.type === 'chat_batch' ? message.messages : [];
      for (const line of lines) {
        const started = sentAt.get(line.text);
        if (started === undefined) continue;
        deliveryMs.push(at - started);
        delivered += 1;
      }
    };
    const broadcaster = await joinLive(stack, sessionId, astrologer, () => undefined);
    // As browsers do, from the first join on: a socket that says nothing for a minute is closed by the server, and joining 1,000 takes a while.
    const keepAlive = setInterval(() => [broadcaster, ...sockets].forEach((socket) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'ping' }))), CHAT_SOCKET_PING_MS);
    const cookies = Array.from({ length: VIEWERS }, (_, index) => (index < SENDERS ? stack.sessionCookie('customer', randomUUID()) : undefined));
    await inBatches(
      cookies.map((cookie, index) => ({ cookie, index })),
      50,
      async ({ cookie, index }) => {
        sockets[index] = await joinLive(stack, sessionId, cookie, onMessage(index));
      },
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // RATE messages a second in all, round robin over the senders, each message with its own text.
    // Meanwhile: the CPU each process uses, and this client's own event-loop delay (the part of a
    // delivery's time that is the measuring client being busy rather than the stack).
    // PostgreSQL's share: the server processes serving this run's database (its connections as the load starts).
    const backends = await backendsOf(database.url);
    const processes = [...stack.services.map(({ name, pid }) => ({ name, pids: [pid] })), { name: `PostgreSQL (${backends.length} backends of this database)`, pids: backends.map(({ pid }) => pid) }];
    const cpuBefore = cpuSnapshot(processes);
    const loadBefore = loadavg()[0]!;
    const clientDelay = monitorEventLoopDelay({ resolution: 5 });
    clientDelay.enable();
    measuring = true;
    let sent = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    while (performance.now() < deadline) {
      const text = `bench ${sent}`;
      sentAt.set(text, performance.now());
      sockets[sent % SENDERS]!.send(JSON.stringify({ type: 'chat', text }));
      sent += 1;
      const next = started + (sent * 1000) / RATE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000)); // deliveries in flight at the deadline count too
    measuring = false;
    clientDelay.disable();
    const cpu = coresUsed(cpuBefore, cpuSnapshot(processes));
    const loadAfter = loadavg()[0]!;
    const seconds = (deadline - started) / 1000;

    // Reference: ping → pong on the same sockets through the gateway, for 10 s, one per socket per second.
    const pingMs = await pingReference(pongs.map((pong) => pong.roundTrip));
    clearInterval(keepAlive);
    const closedEarly = sockets.filter((socket) => socket.readyState !== WebSocket.OPEN).length;
    [broadcaster, ...sockets].forEach((socket) => socket.close());

    deliveryMs.sort((a, b) => a - b);
    pingMs.sort((a, b) => a - b);
    const expected = sent * VIEWERS;
    console.log(`Machine: ${describeMachine()}; ${server}; the whole stack as child processes (npm start's shape) plus this client, on the same cores`);
    console.log(`Date: ${new Date().toISOString().slice(0, 10)}; 1 live session, ${VIEWERS} viewer sockets (${SENDERS} logged in and chatting), ${SECONDS} s at ${RATE} messages/s; setup ${setupSeconds.toFixed(1)} s\n`);
    console.table([
      { measurement: 'chat messages sent', value: format(sent), 'per s': format(sent / seconds), 'p50 ms': '', 'p99 ms': '' },
      { measurement: 'deliveries to viewer sockets (send → received)', value: format(delivered), 'per s': format(delivered / seconds), 'p50 ms': percentile(deliveryMs, 50).toFixed(1), 'p99 ms': percentile(deliveryMs, 99).toFixed(1) },
      { measurement: 'reference: socket ping → pong through the gateway', value: format(pingMs.length), 'per s': '', 'p50 ms': percentile(pingMs, 50).toFixed(1), 'p99 ms': percentile(pingMs, 99).toFixed(1) },
    ]);
    console.log(`CPU during the load (${SECONDS} s of chat and 2 s of draining), in cores kept busy; load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after:`);
    console.table(cpu.map(({ name, cores }) => ({ process: name, cores: cores.toFixed(2) })));
    console.log(`Client event-loop delay during the load: p50 ${(clientDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(clientDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientDelay.max / 1e6).toFixed(1)} ms`);
    console.log(`Undelivered: ${expected - delivered} of ${format(expected)}; sockets closed before the end: ${closedEarly}; p99 delivery / p99 ping: ${(percentile(deliveryMs, 99) / Math.max(0.001, percentile(pingMs, 99))).toFixed(1)}; target p99 ≤ 250 ms`);
  } finally {
    await store.close();
    await stack.stop();
    await stop();
  }
}
