// Ops CLI: `npm run projections -- status` and `npm run projections -- rebuild <name>|--all`.
// Database: DATABASE_URL, else the one a running `npm start` recorded in .data/stack.json.
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { operatorConnection } from '@nakshatra/platform';
import { allProjections, projectionNamed } from '../all-projections.js';
import { connectReadModels, type ReadModelConnection } from '../read-models/connect-read-models.js';
import { migrateReadModels } from '../read-models/migrate-read-models.js';
import { projectionStatus, resetProjection } from '../runtime/projection-admin.js';
import { ProjectionRunner } from '../runtime/projection-runner.js';
import type { AnyDocumentProjection } from '../runtime/projection.js';
import { createProgressBar } from './progress-bar.js';

const usage = 'usage: npm run projections -- status | rebuild <name> | rebuild --all';

async function status(store: EventStore, connection: ReadModelConnection): Promise<void> {
  const rows = await Promise.all(allProjections.map((projection) => projectionStatus(store, connection.db, projection)));
  console.table(
    rows.map((row) => ({
      projection: row.name,
      checkpoint: row.checkpoint?.position ? `${row.checkpoint.position.commit}.${row.checkpoint.position.prepare}` : '(start)',
      'events applied': row.checkpoint?.eventsProcessed ?? 0,
      'lag (events)': row.lagEvents,
      'lag (s)': Number(row.lagSeconds.toFixed(1)),
      active: row.active ? 'yes' : 'standby/none',
      'updated at': row.checkpoint?.updatedAt.toISOString() ?? '-',
    })),
  );
}

/** Resets, then rebuilds here if no other instance is active, else watches the active one do it. */
async function rebuild(store: EventStore, connection: ReadModelConnection, databaseUrl: string, projection: AnyDocumentProjection): Promise<void> {
  const runner = new ProjectionRunner({ store, db: connection.db, databaseUrl, projection });
  const here = await runner.tryBecomeActive();
  await resetProjection(connection.db, projection);
  const bar = createProgressBar(projection.name, await store.countAfter(undefined));
  try {
    if (here) {
      await runner.catchUp((events) => bar.advance(events));
    } else {
      console.error(`${projection.name} is active in a running projections service; it rebuilds there. Watching:`);
      for (let seen = 0; ; ) {
        const state = await projectionStatus(store, connection.db, projection);
        const applied = state.checkpoint?.eventsProcessed ?? 0;
        bar.advance(applied - seen);
        seen = applied;
        if (state.lagEvents === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await runner.stop();
  }
  const { events, seconds, eventsPerSecond } = bar.finish();
  console.log(`${projection.name}: rebuilt from ${events} events in ${seconds.toFixed(2)} s (${Math.round(eventsPerSecond)} events/s)`);
}

async function main(args: string[]): Promise<number> {
  const [command, target] = args;
  if (command !== 'status' && command !== 'rebuild') {
    console.error(usage);
    return 2;
  }
  const targets = command === 'rebuild' ? (target === '--all' ? [...allProjections] : [projectionNamed(target ?? '')]) : [];
  if (targets.some((projection) => !projection)) {
    console.error(`unknown projection ${target ?? '(none)'}; known: ${allProjections.map((projection) => projection.name).join(', ')}\n${usage}`);
    return 2;
  }
  const settings = operatorConnection();
  const databaseUrl = settings?.databaseUrl;
  if (!settings || !databaseUrl) {
    console.error('Set DATABASE_URL (read models live in PostgreSQL), or start the product with `npm start` first.');
    return 2;
  }
  const store = await createEventStore(settings);
  const connection = connectReadModels(databaseUrl);
  try {
    await migrateReadModels(connection.db);
    if (command === 'status') await status(store, connection);
    else for (const projection of targets) await rebuild(store, connection, databaseUrl, projection!);
    return 0;
  } finally {
    await connection.close();
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
