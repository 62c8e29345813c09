// `npm run bench -- wallet`: money movements per second through the wallet's command path
// (read the stream, decide, append with the expected revision), on one hot wallet and spread over
// 1,000 wallets, with conflict retries counted; the reference is a plain one-event append to its own
// stream, measured in the same run on the same server.
import { randomUUID } from 'node:crypto';
import { commandMetadata, WalletLedger } from '@nakshatra/command-service';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { contentEventFixtures } from '@nakshatra/projections';
import { benchDatabase } from './bench-database.js';
import { describeMachine, format, percentile } from './machine.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 32;
const WALLETS = 1_000;
const meta = commandMetadata({ id: 'bench', role: 'system' }, 'bench-wallet');

interface Result {
  readonly label: string;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Extra read-decide-append cycles after a lost race, per operation. */
  readonly retriesPerOp: number;
  readonly refused: number;
}

/** `CLIENTS` loops for SECONDS; each operation reports how many attempts it took. */
async function measure(label: string, operation: (client: number) => Promise<{ attempts: number; refused?: boolean }>): Promise<Result> {
  const latencies: number[] = [];
  let retries = 0;
  let refused = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const outcome = await operation(client);
        latencies.push(performance.now() - begin);
        retries += outcome.attempts - 1;
        if (outcome.refused) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, perSecond: latencies.length / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), retriesPerOp: retries / latencies.length, refused };
}

/** Alternates credits (admin adjustments) and debits, so the balance hovers and debits rarely fail. */
function moneyMover(ledgers: readonly WalletLedger[], walletOf: (client: number) => string) {
  let sequence = 0;
  return async (client: number) => {
    sequence += 1;
    const ledger = ledgers[client % ledgers.length]!;
    const userId = walletOf(client);
    const keyed = { idempotencyKey: randomUUID(), requestHash: 'bench' };
    try {
      const outcome =
        sequence % 2 === 0
          ? await ledger.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 500, reason: 'bench credit', ...keyed }, meta)
          : await ledger.execute(userId, { type: 'Debit', transactionId: randomUUID(), amount: 100, reason: 'bench debit', source: { kind: 'session', id: 'bench' }, ...keyed }, meta);
      return { attempts: outcome.attempts };
    } catch (error) {
      if ((error as { status?: number }).status === 409) {
        return { attempts: 1, refused: true };
      }
      throw error;
    }
  };
}

async function appendReference(store: EventStore): Promise<Result> {
  const id = randomUUID();
  return measure(`reference: append 1 event to its own stream, ${CLIENTS} clients`, async () => {
    await store.appendToStream(`bench-${randomUUID()}`, [contentEventFixtures.testimonialUpdated(id, { rating: 3 })], { expectedRevision: 'no_stream' });
    return { attempts: 1 };
  });
}

export async function walletBenchmark(): Promise<void> {
  const { database, server, stop } = await benchDatabase();
  const store = await createEventStore({ databaseUrl: database.url });
  try {
    const oneInstance = [new WalletLedger(store)];
    // Two ledgers stand for two command-service instances: each queues its own commands per wallet, and they race at the expected revision.
    const twoInstances = [new WalletLedger(store), new WalletLedger(store)];
    const hot = randomUUID();
    const hotAcross = randomUUID();
    const wallets = Array.from({ length: WALLETS }, () => randomUUID());
    // An opening balance each, so debits across wallets move money rather than being refused.
    await Promise.all(wallets.map((userId) => oneInstance[0]!.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 10_000, reason: 'bench opening balance', idempotencyKey: randomUUID(), requestHash: 'bench' }, meta)));
    const results = [
      await appendReference(store),
      await measure(`one hot wallet, ${CLIENTS} clients, 1 instance`, moneyMover(oneInstance, () => hot)),
      await measure(`one hot wallet, ${CLIENTS} clients, 2 instances`, moneyMover(twoInstances, () => hotAcross)),
      await measure(`${format(WALLETS)} wallets, ${CLIENTS} clients, 1 instance`, moneyMover(oneInstance, () => wallets[Math.floor(Math.random() * WALLETS)]!)),
    ];
    const hotEvents = (await store.readStream(`wallet-${hot}`)).length;
    const reference = results[0]!.perSecond;
    console.log(`Machine: ${describeMachine()}; ${server}`);
    console.log(`Date: ${new Date().toISOString().slice(0, 10)}; ${SECONDS} s per measurement; credits are admin adjustments of ₹5, debits ₹1\n`);
    console.table(
      results.map((result) => ({
        measurement: result.label,
        'ops/s': format(Math.round(result.perSecond)),
        'p50 ms': result.p50Ms.toFixed(2),
        'p99 ms': result.p99Ms.toFixed(2),
        'retries/op': result.retriesPerOp.toFixed(3),
        'refused (409)': result.refused,
        'vs reference': (result.perSecond / reference).toFixed(2),
      })),
    );
    console.log(`The hot wallet (1 instance) ended with ${format(hotEvents)} events; its state stays cached, so a batch costs one append.`);
  } finally {
    await store.close();
    await stop();
  }
}
