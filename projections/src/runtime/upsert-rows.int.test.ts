import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectReadModels, type ReadModelConnection } from '../read-models/connect-read-models.js';
import { upsertRows } from './upsert-rows.js';

/** The cells reach their columns as a bound parameter per cell would have brought them. */
describe('upsertRows', () => {
  let database: TestDatabase;
  let readModels: ReadModelConnection;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'upsert_rows');
    readModels = connectReadModels(database.url);
    await sql`CREATE TABLE things (id uuid PRIMARY KEY, title text, tags text[] NOT NULL, data jsonb, seen_at timestamptz, rank integer)`.execute(readModels.db);
    await sql`CREATE TABLE bare (id text PRIMARY KEY)`.execute(readModels.db);
  });
  afterAll(async () => {
    await readModels?.close();
    await database?.drop();
  });

  const read = async () => (await sql<Record<string, unknown>>`SELECT * FROM things ORDER BY rank`.execute(readModels.db)).rows;

  it('inserts new keys and replaces stored ones, with nulls, arrays, JSON, dates and quotes intact', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const seenAt = new Date('2026-11-27T10:00:00.123Z');
    await readModels.db.transaction().execute((trx) =>
      upsertRows(trx, 'things', [
        { id: first, title: 'say "hi", \\ back', tags: ['a "b"', 'c,d', ''], data: JSON.stringify({ nested: { quote: '"' } }), seen_at: seenAt, rank: 1 },
        { id: second, title: null, tags: [], data: null, seen_at: '2026-01-01T00:00:00Z', rank: 2 },
      ]),
    );
    expect(await read()).toEqual([
      { id: first, title: 'say "hi", \\ back', tags: ['a "b"', 'c,d', ''], data: { nested: { quote: '"' } }, seen_at: seenAt, rank: 1 },
      { id: second, title: null, tags: [], data: null, seen_at: new Date('2026-01-01T00:00:00Z'), rank: 2 },
    ]);

    await readModels.db.transaction().execute((trx) => upsertRows(trx, 'things', [{ id: second, title: 'now titled', tags: ['x'], data: { plain: 'object' }, seen_at: null, rank: 2 }]));
    expect((await read())[1]).toEqual({ id: second, title: 'now titled', tags: ['x'], data: { plain: 'object' }, seen_at: null, rank: 2 });
    expect(await read()).toHaveLength(2);
  });

  it('writes a table whose only column is its key, and names a column the table lacks', async () => {
    await readModels.db.transaction().execute((trx) => upsertRows(trx, 'bare', [{ id: 'one' }, { id: 'two' }]));
    await readModels.db.transaction().execute((trx) => upsertRows(trx, 'bare', [{ id: 'one' }]));
    expect((await sql<{ id: string }>`SELECT id FROM bare ORDER BY id`.execute(readModels.db)).rows).toEqual([{ id: 'one' }, { id: 'two' }]);
    await expect(readModels.db.transaction().execute((trx) => upsertRows(trx, 'bare', [{ id: 'three', missing: 1 }]))).rejects.toThrow('Read-model table bare has no column missing');
  });
});
