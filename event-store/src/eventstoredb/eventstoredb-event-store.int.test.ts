import { describe, expect, it } from 'vitest';
import { EventStoreUnavailableError } from '../port.js';
import { describeEventStoreContract } from '../testing/event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

// Set by CI and docker-compose, where an EventStoreDB server runs; the contract needs one.
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

describe('EventStoreDbEventStore without a server', () => {
  it('rejects ping() with EventStoreUnavailableError, naming the cause, within seconds', async () => {
    const store = new EventStoreDbEventStore('esdb://127.0.0.1:1?tls=false', { pingTimeoutMs: 2_000 });
    try {
      const started = Date.now();
      const failure: unknown = await store.ping().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(EventStoreUnavailableError);
      expect((failure as Error).message).toMatch(/^EventStoreDB unreachable: .*(UNAVAILABLE|ECONNREFUSED)/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await store.close();
    }
  });
});

if (connectionString) {
  describeEventStoreContract('EventStoreDbEventStore', async () => {
    const store = new EventStoreDbEventStore(connectionString);
    return { store, cleanup: () => store.close() };
  });
}
