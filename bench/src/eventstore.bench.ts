// `npm run bench -- eventstore`: append throughput and latency with 1, 8 and 32 concurrent writers,
// projection rebuild speed over 100,000 events, and, as the reference from the same run and server,
// the raw rate of single-row INSERT transactions.
import { randomUUID } from 'node:crypto';
import { createEventStore, type EventStore, type NewEvent } from '@nakshatra/event-store';
import { connectReadModels, contentEventFixtures, migrateReadModels, projectionNamed, ProjectionRunner, resetProjection } from '@nakshatra/projections';
import pg from 'pg';
import { benchDatabase } from './bench-database.js';
import { describeMachine, format, percentile } from './machine.js';

const SECONDS_PER_LEVEL = Number(process.env.BENCH_SECONDS ?? 5);
const WRITER_LEVELS = [1, 8, 32];
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);

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

async function rawInsertReference(url: string, writers: number): Promise<Rate> {
  const pool = new pg.Pool({ connectionString: url, max: writers });
  await pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
  const rate = await measure(`raw INSERT transactions, ${writers} clients`, writers, async () => {
    await pool.query('INSERT INTO bench_raw (data) VALUES ($1)', [{ n: 1 }]);
  });
  await pool.end();
  return rate;
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
  for (let written = 0; written < REBUILD_EVENTS; written += 200) {
    const events: NewEvent[] = [];
    for (let i = 0; i < 100; i += 1) {
      const id = randomUUID();
      events.push(contentEventFixtures.testimonialCreated(id, written + i), contentEventFixtures.testimonialUpdated(id, { rating: 4 }));
    }
    await store.appendToStream(`content.testimonial-seed-${written}`, events, { expectedRevision: 'no_stream' });
  }
  const readModels = connectReadModels(databaseUrl);
  await migrateReadModels(readModels.db);
  const projection = projectionNamed('content_items')!;
  await resetProjection(readModels.db, projection);
  const runner = new ProjectionRunner({ store, db: readModels.db, databaseUrl, projection });
  await runner.tryBecomeActive();
  const total = await store.countAfter(undefined);
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
    const reference = await rawInsertReference(database.url, 32);
    const appends: Rate[] = [];
    for (const writers of WRITER_LEVELS) appends.push(await appendRate(store, writers));
    const rows = [reference, ...appends];
    console.log('| measurement | ops/s | p50 ms | p99 ms | vs raw INSERT (32) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.label} | ${format(row.perSecond)} | ${row.p50Ms.toFixed(2)} | ${row.p99Ms.toFixed(2)} | ${(row.perSecond / reference.perSecond).toFixed(2)} |`);
    const rebuild = await rebuildRate();
    console.log(`| projection rebuild (content_items), ${format(rebuild.events)} events | ${format(rebuild.perSecond)} events/s | | | ${(rebuild.perSecond / reference.perSecond).toFixed(2)} |`);
    const append32 = appends.at(-1)!.perSecond;
    console.log(`\ntargets: append with 32 writers ≥ 5,000 events/s: ${format(append32)} ${append32 >= 5000 ? 'MET' : 'NOT MET'}; rebuild ≥ 20,000 events/s: ${format(rebuild.perSecond)} ${rebuild.perSecond >= 20_000 ? 'MET' : 'NOT MET'}`);
  } finally {
    await store.close();
    await stop();
  }
}
