import { describe, expect, it } from 'vitest';
import { EventStoreUnavailableError } from '../port.js';
import { describeEventStoreContract } from '../testing/event-store.contract.js';
import { newEvent } from '../testing/new-event.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { FakeEventStoreDbServer, type FakeEventStoreDbServerOptions } from './testing/fake-eventstoredb-server.js';

// Set where a real EventStoreDB server runs (docker-compose); the contract then also runs against it.
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

// The real client over real gRPC, against an in-memory stand-in for the server (fake-eventstoredb-server.ts).
const fakeServers: [string, FakeEventStoreDbServerOptions][] = [
  ['a fake EventStoreDB 24.10 (BatchAppend)', {}],
  ['a fake EventStoreDB 20.x (legacy Append, idempotent repeats without a position)', { legacy: true }],
];
for (const [server, options] of fakeServers) {
  describeEventStoreContract(`EventStoreDbEventStore on ${server}`, async () => {
    const fake = await FakeEventStoreDbServer.start(options);
    const store = new EventStoreDbEventStore(fake.connectionString);
    return {
      store,
      cleanup: async () => {
        await store.close();
        await fake.close();
      },
    };
  });
}

describe('EventStoreDbEventStore on a fake EventStoreDB', () => {
  // PostgreSQL has no system events, so the shared contract cannot ask for this; the fake writes some around every append.
  it('hands no system event to a subscription handler', async () => {
    const fake = await FakeEventStoreDbServer.start();
    const store = new EventStoreDbEventStore(fake.connectionString);
    const types: string[] = [];
    const subscription = store.subscribeToAll({}, (event) => void types.push(event.type));
    try {
      await store.appendToStream('thing-1', [newEvent('ThingOpened')], { expectedRevision: 'no_stream' });
      await store.appendToStream('thing-1', [newEvent('ThingClosed')], { expectedRevision: 0n });
      await expect.poll(() => types).toContain('ThingClosed');
      expect(types).toEqual(['ThingOpened', 'ThingClosed']);
    } finally {
      await subscription.stop();
      await store.close();
      await fake.close();
    }
  });
});

if (connectionString) {
  describeEventStoreContract('EventStoreDbEventStore on a real EventStoreDB', async () => {
    const store = new EventStoreDbEventStore(connectionString);
    return { store, cleanup: () => store.close() };
  });
}
