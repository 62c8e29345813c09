import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeUploadFolders } from '@nakshatra/platform';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userIdForPhone } from '../users/user-id.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The operator commands as an operator runs them: built scripts, configured by the environment. */
describe('operator commands', () => {
  let db: TestDatabase;
  let store: EventStore;
  let uploadsDir: string;
  const run = (script: string, args: string[]) =>
    execFileSync('node', [path.join(root, 'command-service/dist/cli', script), ...args], {
      env: { ...process.env, DATABASE_URL: db.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'cli');
    store = await createEventStore({ databaseUrl: db.url });
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'nk-cli-uploads-'));
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
    await removeUploadFolders(uploadsDir);
  });

  it('admin:grant gives a number the admin role once, recorded with the operator as actor', async () => {
    expect(run('grant-role.js', ['9811122233'])).toMatch(/^\+919811122233 \(user [0-9a-f-]{36}\) now has the admin role\.$/m);
    expect(run('grant-role.js', ['9811122233'])).toMatch(/already had the admin role/);
    const events = await store.readStream(`user-${userIdForPhone('+919811122233')}`);
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'UserRoleGranted']);
    expect(events[1]!.metadata.actor).toMatchObject({ id: expect.stringMatching(/^operator:/), role: 'system' });
    expect(() => run('grant-role.js', ['12345'])).toThrow(/usage: npm run admin:grant/);
  });

  it('seed writes the demo catalogue through commands once, with its images', async () => {
    expect(run('seed.js', [])).toMatch(/Wrote the demo catalogue: \d+ items\./);
    expect(run('seed.js', [])).toMatch(/already in/);
    // readAll shows the seed's events once the server's older transactions (other test files') have ended.
    const readAll = () => store.readAll({ limit: 10_000 });
    await expect.poll(async () => (await readAll()).filter((event) => event.type === 'HoroscopeCreated').length).toBe(48);
    const events = await readAll();
    const created = events.filter((event) => event.type.endsWith('Created'));
    expect(created.filter((event) => event.type === 'HoroscopeCreated')).toHaveLength(48);
    expect(created.filter((event) => event.type === 'BlogCreated').length).toBeGreaterThanOrEqual(20);
    expect(created.every((event) => event.metadata.actor.id === 'seed')).toBe(true);
    // Every bundled picture is stored once (the seed uses each one: demo-catalogue.unit.test.ts).
    const bundled = readdirSync(path.join(root, 'command-service/seed-images')).filter((name) => name.endsWith('.webp'));
    expect(readdirSync(uploadsDir).filter((name) => name.endsWith('.webp'))).toHaveLength(bundled.length);
  });
});
