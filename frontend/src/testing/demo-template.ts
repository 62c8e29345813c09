import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInIndia } from '@nakshatra/contracts';
import { seedDemoCatalogue, startStack } from '@nakshatra/launcher';
import { privateUploadsDirBeside, removeUploadFolders } from '@nakshatra/platform';
import { withClient } from '@nakshatra/platform/testing';
import type pg from 'pg';
import { vi } from 'vitest';

/**
 * The demo catalogue made once per test run and copied into each browser test file that asks for
 * it, instead of seeded again by each (a Node process loading the command service and writing 152
 * items through commands: 14 s a file on the shared 2-core machine, docs/testing.md).
 *
 * The template is a database the product has run on: the stack started on it, the seed wrote the
 * catalogue, every projection caught up with it, the stack stopped. So a copy holds the events and
 * the read models and checkpoints that match them, as a file's own stack and seed would have left
 * them, and the product starting on the copy finds nothing to migrate or project. The seed's images
 * are in a folder beside it, copied into each file's uploads folder.
 *
 * What is per database and so not copied stays the file's own: advisory locks (a projection's
 * lock), LISTEN/NOTIFY channels (append and read-model announcements) and the Redis namespace (the
 * database's name). Sequences, and the transaction ids the event order uses, are copied as they
 * stand; the copy's later events come after them. The template holds no invoice, recharge or chat:
 * only what the seed writes, as before.
 */
export interface DemoTemplate {
  /** The template database's name (CREATE DATABASE … TEMPLATE it). */
  readonly database: string;
  /** The seed's uploaded images. */
  readonly uploadsDir: string;
}

/** The folder that holds a template's images, beside the run's others; the global setup removes them with the databases. */
export const templateUploadsDir = (database: string): string => join(tmpdir(), `${database}-uploads`);

/**
 * The run's demo template for today (named by the global setup, demo-template-setup.ts), built by
 * the first file that needs it. The catalogue is dated (today's horoscopes), so a run that goes
 * past midnight in India builds another for the new day, as each file's own seed would have.
 * Browser test files run one at a time, but a lock makes sure of it anyway: a second file waits
 * for the first one's build and uses it.
 */
export async function demoTemplate(adminUrl: string, runTemplate: string): Promise<DemoTemplate> {
  const database = `${runTemplate}_${todayInIndia().replaceAll('-', '')}`;
  const uploadsDir = templateUploadsDir(database);
  await withClient(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [database]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (rowCount === 0) await buildTemplate(admin, adminUrl, database, uploadsDir);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [database]);
    }
  });
  return { database, uploadsDir };
}

/** Copies the template's images into a file's uploads folders (its database is copied by createTestDatabase's `template`). */
export async function copyTemplateUploads(template: DemoTemplate, uploadsDir: string): Promise<void> {
  await copyUploads(template.uploadsDir, uploadsDir);
}

/** The public folder and the private one beside it (the demo astrologers' ID documents). */
async function copyUploads(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
  await cp(privateUploadsDirBeside(from), privateUploadsDirBeside(to), { recursive: true });
}


async function buildTemplate(admin: pg.Client, adminUrl: string, database: string, uploadsDir: string): Promise<void> {
  // Built under another name and renamed when complete: a template under the run's name is whole.
  const building = `${database}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  await removeUploadFolders(uploadsDir);
  const buildingUploads = await mkdtemp(join(tmpdir(), `${building}-`));
  const url = databaseUrl(adminUrl, building);
  const stack = await startStack({ databaseUrl: url, uploadsDir: buildingUploads, env: { PLACES_PRELOAD: 'false' } });
  try {
    await seedDemoCatalogue({ DATABASE_URL: url, UPLOADS_DIR: buildingUploads, LOG_LEVEL: 'warn' });
    await projectionsCaughtUp(url, `http://127.0.0.1:${stack.service('projections').port}/health`);
  } finally {
    await stack.stop();
  }
  // The stopped services' connections are gone, which the rename (and every copy) needs.
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${database}`);
  await copyUploads(buildingUploads, uploadsDir);
  await removeUploadFolders(buildingUploads);
}

/**
 * Waits until every projection the projector runs has applied the store's last event, so the
 * template's read models hold the whole catalogue. A bound for a projector that never catches up,
 * not a wait: it returns as soon as they have.
 */
async function projectionsCaughtUp(url: string, healthUrl: string): Promise<void> {
  const health = (await (await fetch(healthUrl)).json()) as { active: string[]; standby: string[] };
  const names = [...health.active, ...health.standby];
  await withClient(url, (client) =>
    vi.waitFor(
      async () => {
        // The store reads in (transaction, position) order; the checkpoint of a projection that has read everything is the last event's.
        const { rows } = await client.query<{ behind: string }>(
          `WITH last AS (SELECT transaction_id::text::bigint AS commit_position, global_position FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
           SELECT $1::int - count(*) AS behind
             FROM projection_checkpoints AS checkpoint, last
            WHERE checkpoint.name = ANY($2::text[]) AND checkpoint.commit_position = last.commit_position AND checkpoint.prepare_position = last.global_position`,
          [names.length, names],
        );
        if (rows[0]?.behind !== '0') throw new Error(`the projections did not catch up with the demo catalogue within 120 s (${rows[0]?.behind} behind)`);
      },
      { timeout: 120_000, interval: 100 },
    ),
  );
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
