// `npm run bench -- chat`: the issue's chat load. 200 paid sessions are opened and accepted, both
// sides of each open the chat WebSocket through the gateway, then for BENCH_CHAT_SECONDS (60) every
// participant sends a message (create_message through the gateway), thinks for BENCH_CHAT_THINK_MS
// (1000) after the answer, and sends again. The clock runs from the send to the other participant's
// socket receiving the message, so a delivery includes the HTTP write, the append, the store
// subscription and the push. The reference, in the same run on the same sockets: a ping → pong
// round trip through the gateway (no store at all).
//
// `npm run bench -- chat-sweep`: the same stack, but messages at a fixed rate whatever the answers
// (open loop), in steps of BENCH_CHAT_STEP_SECONDS (15) at rising rates (BENCH_CHAT_RATES, or 300,
// 450, 600 … until a step's p99 delivery passes BENCH_CHAT_P99_LIMIT_MS, 250): the highest rate whose
// p99 stays within the limit. BENCH_CHAT_CPU=1 prints each step's CPU per process and per message.
//
// Both first carry messages for BENCH_CHAT_WARMUP_SECONDS (10) at 300/s, not measured: a service
// just started compiles its hot paths and opens its pools while the first messages wait (the same
// 600/s step had a p99 of 264–694 ms as a sweep's first step and 105–160 ms after two steps).
import { format, describeMachine, percentile } from './machine.js';
import { ChatLoad, deliveryPercentile, type Side, type Stretch } from './chat-load.js';

const SESSIONS = Number(process.env.BENCH_CHAT_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_CHAT_THINK_MS ?? 1000);
const STEP_SECONDS = Number(process.env.BENCH_CHAT_STEP_SECONDS ?? 15);
const P99_LIMIT_MS = Number(process.env.BENCH_CHAT_P99_LIMIT_MS ?? 250);
const WARMUP_SECONDS = Number(process.env.BENCH_CHAT_WARMUP_SECONDS ?? 10);
const WARMUP_RATE = 300;
const RATES = process.env.BENCH_CHAT_RATES?.split(',').map(Number) ?? Array.from({ length: 20 }, (_, step) => 300 + 150 * step);
const SIDES: readonly Side[] = ['customer', 'astrologer'];

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'never');
const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

/** Cores kept busy, and CPU ms per delivered message: on a shared machine the cost per message holds when the latency does not. */
function printCpu(stretch: Stretch): void {
  console.log(`CPU during the load, in cores kept busy; load average (1 min) ${stretch.load.before.toFixed(2)} before, ${stretch.load.after.toFixed(2)} after; this client's event-loop delay p99 ${stretch.clientDelayP99Ms.toFixed(1)} ms:`);
  const perMessage = (cores: number) => ((cores * stretch.cpuSeconds * 1000) / Math.max(1, stretch.deliveryMs.length)).toFixed(2);
  console.table(stretch.cpu.map(({ name, cores }) => ({ process: name, cores: cores.toFixed(2), 'CPU ms per message': name.startsWith('the whole machine') ? '' : perMessage(cores) })));
  console.log(`PostgreSQL transactions in this run's database: ${format(stretch.transactions)}, ${(stretch.transactions / Math.max(1, stretch.deliveryMs.length)).toFixed(1)} per message`);
}

/** Messages at the warm-up rate, not measured (above); says on stderr what they measured. */
async function warmUp(load: ChatLoad): Promise<void> {
  if (WARMUP_SECONDS <= 0) return;
  const stretch = await load.stretch(atRate(load, WARMUP_RATE, WARMUP_SECONDS));
  console.error(`warm-up (not measured): ${WARMUP_SECONDS} s at ${WARMUP_RATE}/s, p99 delivery ${ms(deliveryPercentile(stretch, 99))} ms`);
}

/** Closed loop, as people chat: each participant sends, waits for the answer, thinks, sends again. */
export async function chatBenchmark(): Promise<void> {
  const { load, server, close } = await ChatLoad.open(SESSIONS);
  try {
    await warmUp(load);
    const stretch = await load.stretch(async () => {
      const deadline = performance.now() + SECONDS * 1000;
      await Promise.all(
        load.sessions.flatMap((_, index) =>
          SIDES.map(async (side) => {
            // Spread the first sends over the think time, as real people do not type in step.
            await sleep(Math.random() * THINK_MS);
            while (performance.now() < deadline) {
              await load.send(index, side);
              await sleep(THINK_MS);
            }
          }),
        ),
      );
    });
    const pingMs = await load.pingReference();
    console.log(`Machine: ${describeMachine()}; ${server}; the whole stack as child processes (npm start's shape, ${load.stack.instancesOf('command-service').length} command and query service(s)) plus this client, on the same cores`);
    console.log(`Date: ${new Date().toISOString().slice(0, 10)}; ${SESSIONS} sessions (${load.participants.length} sockets), ${SECONDS} s, one message per participant every ${THINK_MS} ms after the answer; setup ${load.setupSeconds.toFixed(1)} s, then ${WARMUP_SECONDS} s of warm-up at ${WARMUP_RATE}/s\n`);
    console.table([
      { measurement: 'messages sent (create_message 201)', value: format(stretch.sent), 'per s': format(stretch.sent / stretch.seconds), 'p50 ms': ms(percentile(stretch.sendMs, 50)), 'p99 ms': ms(percentile(stretch.sendMs, 99)) },
      { measurement: "messages delivered to the other side's socket", value: format(stretch.deliveryMs.length), 'per s': format(stretch.deliveryMs.length / stretch.seconds), 'p50 ms': ms(deliveryPercentile(stretch, 50)), 'p99 ms': ms(deliveryPercentile(stretch, 99)) },
      { measurement: 'reference: socket ping → pong through the gateway, during the load', value: format(stretch.pingMs.length), 'per s': '', 'p50 ms': ms(percentile(stretch.pingMs, 50)), 'p99 ms': ms(percentile(stretch.pingMs, 99)) },
      { measurement: 'reference: socket ping → pong through the gateway, after it (every socket)', value: format(pingMs.length), 'per s': '', 'p50 ms': ms(percentile(pingMs, 50)), 'p99 ms': ms(percentile(pingMs, 99)) },
    ]);
    console.log(`Failed sends: ${stretch.failed}; undelivered: ${stretch.undelivered}; p99 delivery / p99 ping: ${(deliveryPercentile(stretch, 99) / Math.max(0.001, percentile(pingMs, 99))).toFixed(1)}`);
    printCpu(stretch);
  } finally {
    await close();
  }
}

/** Open loop at `rate` messages/s for `seconds`, round robin over every participant. */
function atRate(load: ChatLoad, rate: number, seconds: number): () => Promise<void> {
  return async () => {
    const sends: Promise<void>[] = [];
    const started = performance.now();
    const count = Math.round(rate * seconds);
    for (let n = 0; n < count; n += 1) {
      const wait = started + (n * 1000) / rate - performance.now();
      if (wait > 1) await sleep(wait);
      const participant = n % load.participants.length;
      sends.push(load.send(Math.floor(participant / 2), SIDES[participant % 2]!));
    }
    await Promise.all(sends);
  };
}

/** Rising rates until p99 delivery passes the limit: the highest rate that kept it. */
export async function chatSweepBenchmark(): Promise<void> {
  const { load, server, close } = await ChatLoad.open(SESSIONS);
  try {
    await warmUp(load);
    const rows = [];
    let best: number | undefined;
    for (const rate of RATES) {
      const stretch = await load.stretch(atRate(load, rate, STEP_SECONDS));
      const p99 = deliveryPercentile(stretch, 99);
      const cores = (name: string) => stretch.cpu.find((row) => row.name.startsWith(name))?.cores.toFixed(2) ?? '';
      rows.push({
        'offered /s': rate,
        'delivered /s': format(stretch.deliveryMs.length / stretch.seconds),
        'send p99 ms': ms(percentile(stretch.sendMs, 99)),
        'delivery p50 ms': ms(deliveryPercentile(stretch, 50)),
        'delivery p99 ms': ms(p99),
        'ping p99 ms': ms(percentile(stretch.pingMs, 99)),
        failed: stretch.failed,
        undelivered: stretch.undelivered,
        'command svc': cores('command-service'),
        projector: cores('projections'),
        gateway: cores('gateway'),
        PostgreSQL: cores('PostgreSQL'),
        client: cores('client'),
        machine: cores('the whole machine'),
        'load avg': stretch.load.after.toFixed(1),
      });
      if (process.env.BENCH_CHAT_CPU) printCpu(stretch);
      console.error(`rate ${rate}/s: p99 delivery ${ms(p99)} ms, load average ${stretch.load.after.toFixed(1)}`);
      if (p99 > P99_LIMIT_MS || stretch.failed > 0) break;
      best = rate;
    }
    const pingMs = await load.pingReference();
    console.log(`Machine: ${describeMachine()}; ${server}; the whole stack as child processes (npm start's shape, ${load.stack.instancesOf('command-service').length} command and query service(s)) plus this client, on the same cores`);
    console.log(`Date: ${new Date().toISOString().slice(0, 10)}; ${SESSIONS} sessions (${load.participants.length} sockets); steps of ${STEP_SECONDS} s at a fixed rate (open loop, round robin over the participants); setup ${load.setupSeconds.toFixed(1)} s, then ${WARMUP_SECONDS} s of warm-up at ${WARMUP_RATE}/s; CPU in cores kept busy\n`);
    console.table(rows);
    console.log(`Highest rate with p99 delivery ≤ ${P99_LIMIT_MS} ms: ${best === undefined ? 'none' : `${best} messages/s`}; reference (socket ping → pong on every socket, after the steps): p50 ${ms(percentile(pingMs, 50))} ms, p99 ${ms(percentile(pingMs, 99))} ms`);
  } finally {
    await close();
  }
}
