import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, inject } from 'vitest';
import { describeEventStoreContract } from '../testing/event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

let database: TestDatabase | undefined;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseAdminUrl'), 'event_store');
});

// Runs after the contract's own afterAll, which closes the store's pool.
afterAll(async () => {
  await database?.drop();
});

describeEventStoreContract('PostgresEventStore', async () => {
  if (!database) throw new Error('the test database was not created');
  const store = new PostgresEventStore(database.url, { pollIntervalMs: 10 });
  await store.migrate();
  return { store, cleanup: () => store.close() };
});
