// `npm run bench -- eventstore`: append throughput and latency with 1, 8 and 32 concurrent writers,
// projection rebuild speed over 100,000 events, and, as the reference from the same run and server,
// the raw rate of single-row INSERT transactions.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { createEventStore, type EventStore, type NewEvent } from '@nakshatra/event-store';
import { connectReadModels, contentEventFixtures, migrateReadModels, projectionNamed, ProjectionRunner, resetProjection } from '@nakshatra/projections';
import pg from 'pg';
import { benchDatabase } from './bench-database.js';
import { describeMachine, format, percentile } from './machine.js';

const SECONDS_PER_LEVEL = Number(process.env.BENCH_SECONDS ?? 5);
const WRITER_LEVELS = [1, 8, 32];
/** The reference and the 32 writers take turns this many times: on a shared machine the load drifts, and turns see the same drift. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
const TARGET_APPEND_RATIO = 2;
const TARGET_REBUILD_PER_SECOND = 50_000;

interface Rate {
  readonly label: string;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** Runs `writers` loops for the given time; each loop times every operation. */
async function measure(label: string, writers: number, operation: (writer: number) => Promise<void>): Promise<Rate> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS_PER_LEVEL * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await operation(writer);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, perSecond: latencies.length / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

/** 32 clients on a pool of their own; the table is made once per database. */
async function rawInsertReference(url: string, writers: number): Promise<Rate> {
  const pool = new pg.Pool({ connectionString: url, max: writers });
  await pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
  const rate = await measure(`raw INSERT transactions, ${writers} clients`, writers, async () => {
    await pool.query('INSERT INTO bench_raw (data) VALUES ($1)', [{ n: 1 }]);
  });
  await pool.end();
  return rate;
}

/** The run in the middle by rate: with three rounds, the median. */
function medianRun(runs: readonly Rate[]): Rate {
  return [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;
}

async function appendRate(store: EventStore, writers: number): Promise<Rate> {
  const streams = Array.from({ length: writers }, () => ({ name: `bench-${randomUUID()}`, revision: -1n }));
  const id = randomUUID();
  return measure(`append 1 event, ${writers} writer${writers > 1 ? 's' : ''}`, writers, async (writer) => {
    const stream = streams[writer]!;
    const expectedRevision = stream.revision < 0n ? 'no_stream' : stream.revision;
    const result = await store.appendToStream(stream.name, [contentEventFixtures.testimonialUpdated(id, { rating: 3 })], { expectedRevision });
    stream.revision = result.nextExpectedRevision;
  });
}

/** In a database of its own holding only the content events, so the rate is of events the projection applies. */
async function rebuildRate(): Promise<{ events: number; perSecond: number; seconds: number }> {
  const { database, stop } = await benchDatabase();
  const databaseUrl = database.url;
  const store = await createEventStore({ databaseUrl });
  // 100 items per append keeps seeding quick; every item gets a create and an update.
  let seeded = 0;
  for (let written = 0; written < REBUILD_EVENTS; written += 200) {
    const events: NewEvent[] = [];
    for (let i = 0; i < 100; i += 1) {
      const id = randomUUID();
      events.push(contentEventFixtures.testimonialCreated(id, written + i), contentEventFixtures.testimonialUpdated(id, { rating: 4 }));
    }
    await store.appendToStream(`content.testimonial-seed-${written}`, events, { expectedRevision: 'no_stream' });
    seeded += events.length;
  }
  const readModels = connectReadModels(databaseUrl);
  await migrateReadModels(readModels.db);
  const projection = projectionNamed('content_items')!;
  await resetProjection(readModels.db, projection);
  const runner = new ProjectionRunner({ store, db: readModels.db, databaseUrl, projection });
  await runner.tryBecomeActive();
  // Readers see an event once every older transaction on the server has ended (docs/event-store.md); on a
  // shared server another database's open transaction can hold the seed back, and the rebuild would stop short.
  while ((await store.countAfter(undefined)) < seeded) await setTimeout(50);
  const total = seeded;
  const started = performance.now();
  await runner.catchUp();
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  await readModels.close();
  await store.close();
  await stop();
  return { events: total, perSecond: total / seconds, seconds };
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return rows[0]?.server_version ?? 'unknown';
}

export async function eventStoreBenchmark(): Promise<void> {
  const { database, server, stop } = await benchDatabase();
  const store = await createEventStore({ databaseUrl: database.url });
  try {
    const serverVersion = await postgresVersion(database.url);
    console.log(`eventstore benchmark — ${new Date().toISOString()}\nmachine: ${describeMachine()}\nserver: ${server}, PostgreSQL ${serverVersion}; ${SECONDS_PER_LEVEL} s per level\n`);
    const loadBefore = loadavg()[0]!;
    const appends: Rate[] = [];
    for (const writers of WRITER_LEVELS.slice(0, -1)) appends.push(await appendRate(store, writers));
    const references: Rate[] = [];
    const appends32: Rate[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      references.push(await rawInsertReference(database.url, 32));
      appends32.push(await appendRate(store, 32));
    }
    const reference = medianRun(references);
    appends.push(medianRun(appends32));
    const ratios = references.map((each, round) => appends32[round]!.perSecond / each.perSecond);
    const rebuild = await rebuildRate();
    const loadAfter = loadavg()[0]!;

    console.log(`| measurement | ops/s | p50 ms | p99 ms | vs raw INSERT (32) |`);
    console.log('|---|---:|---:|---:|---:|');
    for (const row of [reference, ...appends]) console.log(`| ${row.label} | ${format(row.perSecond)} | ${row.p50Ms.toFixed(2)} | ${row.p99Ms.toFixed(2)} | ${(row.perSecond / reference.perSecond).toFixed(2)} |`);
    console.log(`| projection rebuild (content_items), ${format(rebuild.events)} events | ${format(rebuild.perSecond)} events/s | | | |`);
    const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    console.log(`\nraw INSERT and 32 writers took ${ROUNDS} turns of ${SECONDS_PER_LEVEL} s each; the table shows the median turn of each.`);
    console.log(`32 writers ÷ raw INSERT, turn by turn: ${ratios.map((each) => each.toFixed(2)).join(', ')}; median ${ratio.toFixed(2)}.`);
    console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`);
    console.log(
      `targets: 32 writers ≥ ${TARGET_APPEND_RATIO}× raw INSERT: ${ratio.toFixed(2)}× ${ratio >= TARGET_APPEND_RATIO ? 'MET' : 'NOT MET'}; ` +
        `rebuild ≥ ${format(TARGET_REBUILD_PER_SECOND)} events/s: ${format(rebuild.perSecond)} ${rebuild.perSecond >= TARGET_REBUILD_PER_SECOND ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    await store.close();
    await stop();
  }
}
