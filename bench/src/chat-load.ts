// The chat benchmarks' stack and clock (chat.bench.ts): paid sessions opened and accepted through
// the API, both sides' chat WebSockets through the gateway, messages sent with create_message and
// timed from the send to the other participant's socket, and the CPU each process used meanwhile.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CHAT_SOCKET_PING_MS } from '@nakshatra/contracts';
import { createEventStore } from '@nakshatra/event-store';
import { startStack, type RunningStack } from '@nakshatra/launcher';
import pg from 'pg';
import type WebSocket from 'ws';
import { benchDatabase } from './bench-database.js';
import { coresUsed, cpuSnapshot, type CpuSnapshot } from './cpu-usage.js';
import { call, fundedCustomer, inBatches, onlineAstrologer, openSocket, pingReference, pongClock } from './stack-client.js';

const PRICE = 10_00;

interface Participant {
  readonly cookie: string;
  socket?: WebSocket;
}

interface Session {
  readonly id: string;
  readonly customer: Participant;
  readonly astrologer: Participant;
}

/** What one stretch of load measured: sends (answered 201), deliveries to the other side, CPU in cores. */
export interface Stretch {
  readonly seconds: number;
  readonly sent: number;
  readonly failed: number;
  readonly sendMs: number[];
  readonly deliveryMs: number[];
  /** Sent and never delivered within the drain: counted as slower than any delivery. */
  readonly undelivered: number;
  readonly cpu: { name: string; cores: number }[];
  /** What `cpu` was measured over: the load and its drain. */
  readonly cpuSeconds: number;
  /** Transactions (statements, mostly) this run's database committed meanwhile: every service's queries. */
  readonly transactions: number;
  readonly load: { before: number; after: number };
  readonly clientDelayP99Ms: number;
  /** The reference under the same load: ping → pong on 40 sockets a second, in turn. */
  readonly pingMs: number[];
}

/** Sockets pinged each second during a stretch: enough for a p99, few enough to add no load. */
const PROBES_PER_SECOND = 40;

export type Side = 'customer' | 'astrologer';

/** A stack with `sessions` accepted chats and both sides' sockets open; `stretch` measures sends made meanwhile. */
export class ChatLoad {
  readonly participants: Participant[];
  private readonly sentAt = new Map<string, number>();
  private deliveryMs: number[] = [];
  private sendMs: number[] = [];
  private sent = 0;
  private failed = 0;
  private counter = 0;
  private keepAlive: NodeJS.Timeout | undefined;
  private readonly pongs;
  /** Opening the sessions and the sockets. */
  setupSeconds = 0;

  private constructor(
    readonly stack: RunningStack,
    readonly sessions: Session[],
    private readonly databaseUrl: string,
  ) {
    this.participants = sessions.flatMap((session) => [session.customer, session.astrologer]);
    this.pongs = this.participants.map((participant) => pongClock(() => participant.socket!));
  }

  static async open(sessionCount: number): Promise<{ load: ChatLoad; server: string; close(): Promise<void> }> {
    const { database, server, stop } = await benchDatabase();
    // BENCH_INSTANCES command and query services behind the gateway (docs/scale-out.md); several share Redis.
    const instances = Number(process.env.BENCH_INSTANCES ?? 1);
    const redisUrl = process.env.REDIS_URL ?? (instances > 1 ? 'redis://127.0.0.1:6379' : undefined);
    const stack = await startStack({ databaseUrl: database.url, logLevel: 'warn', instances, ...(redisUrl ? { redisUrl } : {}) });
    const store = await createEventStore({ databaseUrl: database.url });
    const close = async () => {
      await store.close();
      await stack.stop();
      await stop();
    };
    try {
      const setupStarted = performance.now();
      const sessions: Session[] = [];
      await inBatches(
        Array.from({ length: sessionCount }, (_, index) => index),
        20,
        async (index) => {
          const { astrologerId, cookie: astrologer } = await onlineAstrologer(stack, store, index, { pricePerMin: PRICE });
          const customer = await fundedCustomer(stack, 1000 * PRICE);
          const requested = await call(stack, 'POST', '/api/create_chat_session', customer, { astrologer_id: astrologerId, intake: { name: 'Bench', birth_date: '1990-01-01', birth_place: 'Pune' } });
          const id = requested.data!.id!;
          await call(stack, 'PUT', `/api/update_chat_session/${id}`, astrologer, { action: 'accept' });
          sessions.push({ id, customer: { cookie: customer }, astrologer: { cookie: astrologer } });
        },
      );
      const load = new ChatLoad(stack, sessions, database.url);
      await load.connect();
      load.setupSeconds = (performance.now() - setupStarted) / 1000;
      return {
        load,
        server,
        close: async () => {
          load.disconnect();
          await close();
        },
      };
    } catch (error) {
      await close();
      throw error;
    }
  }

  /** Sends one message from `side` of session `index`; resolves when answered (or failed). The clock runs until the other side's socket has it. */
  async send(index: number, side: Side): Promise<void> {
    const session = this.sessions[index]!;
    const receiver = index * 2 + (side === 'customer' ? 1 : 0);
    const text = `${side} ${index} message ${(this.counter += 1)}`;
    const begin = performance.now();
    this.sentAt.set(`${text}|${receiver}`, begin);
    try {
      await call(this.stack, 'POST', '/api/create_message', session[side].cookie, { session_id: session.id, text });
      this.sent += 1;
      this.sendMs.push(performance.now() - begin);
    } catch {
      this.failed += 1;
      this.sentAt.delete(`${text}|${receiver}`);
    }
  }

  /** Runs `load` and measures it: CPU per process, load average, this client's event-loop delay; then drains deliveries still on their way (≤ 10 s). */
  async stretch(load: () => Promise<void>): Promise<Stretch> {
    this.sentAt.clear();
    this.deliveryMs = [];
    this.sendMs = [];
    this.sent = 0;
    this.failed = 0;
    const processes = await this.processes();
    const transactionsBefore = await this.transactions();
    const before: CpuSnapshot = cpuSnapshot(processes);
    const loadBefore = loadavg()[0]!;
    const clientDelay = monitorEventLoopDelay({ resolution: 5 });
    clientDelay.enable();
    const started = performance.now();
    const pingMs: number[] = [];
    let probing = true;
    const probe = (async () => {
      for (let turn = 0; probing; turn += 1) {
        const pongs = Array.from({ length: PROBES_PER_SECOND }, (_, n) => this.pongs[(turn * PROBES_PER_SECOND + n) % this.pongs.length]!);
        await Promise.all([...pongs.map(async (pong) => pingMs.push(await pong.roundTrip().catch(() => Number.POSITIVE_INFINITY))), new Promise((resolve) => setTimeout(resolve, 1000))]);
      }
    })();
    await load();
    const seconds = (performance.now() - started) / 1000;
    const drainUntil = performance.now() + 10_000;
    while (this.sentAt.size > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
    probing = false;
    await probe;
    clientDelay.disable();
    const after = cpuSnapshot(processes);
    const cpu = coresUsed(before, after);
    const transactions = (await this.transactions()) - transactionsBefore;
    return {
      seconds,
      sent: this.sent,
      failed: this.failed,
      sendMs: this.sendMs.sort((a, b) => a - b),
      deliveryMs: this.deliveryMs.sort((a, b) => a - b),
      undelivered: this.sentAt.size,
      cpu,
      cpuSeconds: (after.at - before.at) / 1000,
      transactions,
      load: { before: loadBefore, after: loadavg()[0]! },
      clientDelayP99Ms: clientDelay.percentile(99) / 1e6,
      pingMs: pingMs.sort((a, b) => a - b),
    };
  }

  /** Ping → pong on every socket through the gateway, once a second for 10 s: the reference. */
  async pingReference(): Promise<number[]> {
    return (await pingReference(this.pongs.map((pong) => pong.roundTrip))).sort((a, b) => a - b);
  }

  private async connect(): Promise<void> {
    await inBatches(this.participants, 50, async (participant) => {
      const index = this.participants.indexOf(participant);
      participant.socket = await openSocket(this.stack, participant.cookie, (message) => {
        const now = performance.now();
        if (message.type === 'pong') this.pongs[index]!.heard(now);
        if (message.type !== 'message') return;
        const key = `${message.message.text}|${index}`;
        const started = this.sentAt.get(key);
        if (started === undefined) return; // the sender's own echo, or a message of an earlier stretch
        this.sentAt.delete(key);
        this.deliveryMs.push(now - started);
      });
    });
    // As browsers do: a socket that says nothing for a minute is closed by the server.
    this.keepAlive = setInterval(() => this.participants.forEach((participant) => participant.socket?.send(JSON.stringify({ type: 'ping' }))), CHAT_SOCKET_PING_MS);
  }

  private disconnect(): void {
    clearInterval(this.keepAlive);
    this.participants.forEach((participant) => participant.socket?.close());
  }

  /** Transactions committed or rolled back in this run's database so far (PostgreSQL's statistics, current to a second or so). */
  private async transactions(): Promise<number> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_stat_force_next_flush()');
      const { rows } = await client.query<{ count: string }>('SELECT (xact_commit + xact_rollback)::text AS count FROM pg_stat_database WHERE datname = current_database()');
      return Number(rows[0]!.count);
    } finally {
      await client.end();
    }
  }

  /** The stack's processes and PostgreSQL's backends serving this run's database (its connections now). */
  private async processes(): Promise<{ name: string; pids: number[] }[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      return [...this.stack.services.map(({ name, pid }) => ({ name, pids: [pid] })), { name: `PostgreSQL (${rows.length} backends of this database)`, pids: rows.map(({ pid }) => pid) }];
    } finally {
      await client.end();
    }
  }
}

/** A delivery percentile, counting the undelivered as slower than every delivery (Infinity when they reach it). */
export function deliveryPercentile(stretch: Stretch, p: number): number {
  const all = stretch.deliveryMs.length + stretch.undelivered;
  if (all === 0) return 0;
  const index = Math.min(all - 1, Math.floor((p / 100) * all));
  return index < stretch.deliveryMs.length ? stretch.deliveryMs[index]! : Number.POSITIVE_INFINITY;
}
