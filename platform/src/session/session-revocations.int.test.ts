import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { ensureSessionRevocationsTable, PostgresSessionRevocations, SESSION_REVOCATIONS_TABLE } from './session-revocations.js';

/** The revocation list as the two services share it: the command service writes a logout, the query service reads it. */
describe('postgres session revocations', () => {
  let db: TestDatabase;
  let revocations: PostgresSessionRevocations;
  let querySide: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'session_revocations');
    querySide = new pg.Pool({ connectionString: db.url, max: 2 });
    // Both services create the table at start, possibly at the same moment.
    [revocations] = await Promise.all([PostgresSessionRevocations.connect(db.url), ensureSessionRevocationsTable(querySide)]);
  });
  afterAll(async () => {
    await revocations?.close();
    await querySide?.end();
    await db?.drop();
  });

  const listed = async () => (await querySide.query<{ session_id: string }>(`SELECT session_id FROM ${SESSION_REVOCATIONS_TABLE} ORDER BY session_id`)).rows.map((row) => row.session_id);
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  it('lists a revoked session once, however often it is revoked', async () => {
    const ended = randomUUID();
    await revocations.revoke(ended, inAnHour());
    await revocations.revoke(ended, inAnHour());
    expect(await listed()).toEqual([ended]);
  });

  it('clears sessions whose cookies have expired when it lists the next one', async () => {
    const expired = randomUUID();
    await revocations.revoke(expired, new Date(Date.now() - 1000));
    expect(await listed()).toContain(expired);
    const next = randomUUID();
    await revocations.revoke(next, inAnHour());
    expect(await listed()).not.toContain(expired);
    expect(await listed()).toContain(next);
  });
});
