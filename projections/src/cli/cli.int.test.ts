import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allProjections } from '../all-projections.js';
import { testimonialCreated } from '../testing/content-event-fixtures.js';

const cli = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** `npm run projections -- …` as an operator runs it, against a database with some history. */
// Each test runs the CLI (a Node process loading the projections package), one of them rebuilding
// all 27 projections: seconds on a quiet machine, tens of them on a busy one. The bound is for a CLI that never ends.
describe('projections ops CLI', { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let store: EventStore;
  const run = (...args: string[]) => execFileSync('node', [cli, ...args], { env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'projections_cli');
    store = await createEventStore({ databaseUrl: db.url });
    for (let index = 0; index < 25; index += 1) {
      const id = randomUUID();
      await store.appendToStream(`content.testimonial-${id}`, [testimonialCreated(id, index)], { expectedRevision: 'no_stream' });
    }
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  it('reports every projection with its lag before anything is applied', () => {
    const status = run('status');
    for (const name of ['content_items', 'content_history', 'users', 'user_sessions', 'email_outbox', 'newsletter_subscribers']) expect(status).toContain(`'${name}'`);
    expect(status).toMatch(/'content_items'\s*│\s*'\(start\)'\s*│\s*0\s*│\s*25\s*│/);
  });

  it('rebuilds one projection or all of them, saying how many events and how fast', () => {
    expect(run('rebuild', 'content_items')).toMatch(/^content_items: rebuilt from 25 events in [\d.]+ s \(\d+ events\/s\)$/m);
    const all = run('rebuild', '--all');
    expect(all.match(/rebuilt from 25 events/g)).toHaveLength(allProjections.length);
    expect(run('status')).toMatch(/'content_items'\s*│\s*'\d+\.\d+'\s*│\s*25\s*│\s*0\s*│/);
  });

  it('refuses an unknown projection with the usage', () => {
    expect(() => run('rebuild', 'nothing')).toThrow(/unknown projection nothing; known: content_items/);
  });
});
