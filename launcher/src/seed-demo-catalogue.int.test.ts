import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeUploadFolders } from '@nakshatra/platform';
import { untilCommittedReadable } from '@nakshatra/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoCatalogue } from './seed-demo-catalogue.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/** The seed `npm start` runs on a fresh database: the demo astrologers are approved, offline and can log in. */
describe('demo catalogue seed', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'nk-seed-'));

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'seed_demo');
    await seedDemoCatalogue({ DATABASE_URL: db.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'silent' });
    stack = await startInProcessStack(db.url);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
    await removeUploadFolders(uploadsDir);
  });

  it('lists the approved demo astrologers, offline, each with a photo of their own and when they were last online, and one logs in as an astrologer', async () => {
    const api = testApi(stack);
    type Card = { name: string; status: string; img_url: string; last_online_at: string | null };
    // The projections read the seed's events once the stack has started, and a busy machine may not have let them
    // finish: the list is read until it holds the eight, all offline again, seven of them online once.
    const listed = async () => (await api.call('GET', '/api/get_astrologer?limit=50')).body.data as Card[];
    const settled = (all: Card[]) => ({ listed: all.length, offline: all.filter((card) => card.status === 'offline').length, onlineOnce: all.filter((card) => card.last_online_at).length });
    await expect.poll(async () => settled(await listed())).toEqual({ listed: 8, offline: 8, onlineOnce: 7 });
    const cards = await listed();
    expect(cards.map((card) => [card.name, card.status])).toEqual(
      expect.arrayContaining([
        ['Acharya Vinod Sharma', 'offline'],
        ['Dr. Meenakshi Iyer', 'offline'],
        ['Tarot Reader Ananya', 'offline'],
        ['Pandit Harish Joshi', 'offline'],
        ['Neel Sengupta', 'offline'],
      ]),
    );
    expect(cards).toHaveLength(8);
    expect(cards.every((card) => card.status === 'offline')).toBe(true);
    expect(new Set(cards.map((card) => card.img_url)).size).toBe(8);
    for (const card of cards) expect(card.img_url, card.name).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    // The seed switched all but the newest online and back, as at the console.
    const lastOnline = Object.fromEntries(cards.map((card) => [card.name, card.last_online_at]));
    expect(lastOnline['Neel Sengupta']).toBeNull();
    expect(Date.parse(lastOnline['Dr. Meenakshi Iyer']!)).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(cards.filter((card) => card.last_online_at)).toHaveLength(7);

    const login = await api.logIn('9000000102', { send: 'user_send_otp', confirm: 'user_confirm_otp' });
    const mine = await api.call('GET', '/api/get_my_astrologer', { cookie: login.cookie });
    expect(mine.body.data).toMatchObject({ application_status: 'approved', availability: 'offline' });
  });

  it('writes nothing the second time', async () => {
    const before = await stack.store.headPosition();
    await seedDemoCatalogue({ DATABASE_URL: db.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'silent' });
    // The running stack may append meanwhile (once, two events in a full run), so what must be
    // absent is the seed's own commands, which carry its actor; they are readable once every older
    // transaction on the server has ended.
    await untilCommittedReadable(stack.store);
    const since = await stack.store.readAll({ from: before, limit: 1_000 });
    expect(since.filter((event) => event.metadata.actor.id === 'seed').map((event) => `${event.streamName} ${event.type}`)).toEqual([]);
  });
});
