import { describe, expect, it } from 'vitest';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { FakeEsdbClient } from '../testing/fake-esdb-client.js';

describe.each([
  { startInclusive: true, label: 'reads that include their start position' },
  { startInclusive: false, label: 'reads that exclude their start position' },
])('EventStoreDbEventStore over $label', ({ startInclusive }) => {
  const setUp = (options = {}) => {
    const client = new FakeEsdbClient(startInclusive);
    return { client, store: new EventStoreDbEventStore(client.asClient(), options) };
  };

  it('reads user events of $all in order, without system events, at most limit', async () => {
    const { client, store } = setUp();
    const [first] = client.add('ThingHappened');
    client.add('$statsCollected', 3);
    const [second, third] = client.add('ThingHappened', 2);
    expect(await store.readAll({ limit: 10 })).toMatchObject([first, second, third].map((event) => ({ id: event!.id })));
    expect(await store.readAll({ limit: 2 })).toMatchObject([{ id: first!.id }, { id: second!.id }]);
  });

  it('reads strictly after a position, paging past runs of system events', async () => {
    const { client, store } = setUp();
    const [from] = client.add('ThingHappened');
    client.add('$statsCollected', 25);
    const wanted = client.add('ThingHappened', 3);
    const read = await store.readAll({ from: from!.position, limit: 3 });
    expect(read.map((event) => event.id)).toEqual(wanted.map((event) => event.id));
    expect(client.readAllCalls).toBeGreaterThan(1);
  });

  it('finds the head behind more system events than one backwards page holds', async () => {
    const { client, store } = setUp();
    expect(await store.headPosition()).toBeUndefined();
    client.add('$statsCollected', 5);
    expect(await store.headPosition()).toBeUndefined();
    const [newest] = client.add('ThingHappened');
    client.add('$statsCollected', 250);
    expect(await store.headPosition()).toEqual(newest!.position);
  });

  it('counts user events after a position, up to countAfterLimit', async () => {
    const { client, store } = setUp({ countAfterLimit: 1_500 });
    const [from] = client.add('ThingHappened');
    client.add('ThingHappened', 1_200);
    client.add('$statsCollected', 10);
    expect(await store.countAfter(from!.position)).toBe(1_200);
    expect(await store.countAfter(undefined)).toBe(1_201);
    client.add('ThingHappened', 1_000);
    expect(await store.countAfter(undefined)).toBe(1_500);
  });
});
