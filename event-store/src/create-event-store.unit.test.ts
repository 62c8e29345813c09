import { describe, expect, it } from 'vitest';
import { createEventStore } from './create-event-store.js';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store.js';

// Only the choices that need no server: the PostgreSQL branch migrates, which the int tests cover.
describe('createEventStore', () => {
  it('chooses EventStoreDB for an esdb:// connection string, without connecting yet', async () => {
    const store = await createEventStore({ eventStoreConnectionString: 'esdb://127.0.0.1:1?tls=false', databaseUrl: 'postgres://unused' });
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
  });

  it('refuses a connection string of another kind without echoing it', async () => {
    await expect(createEventStore({ eventStoreConnectionString: 'postgres://user:secret@host/db' })).rejects.toThrow(/^(?!.*secret).*esdb:\/\//);
  });

  it('refuses to guess when given no store at all', async () => {
    await expect(createEventStore({})).rejects.toThrow(/databaseUrl or pool/);
  });
});
