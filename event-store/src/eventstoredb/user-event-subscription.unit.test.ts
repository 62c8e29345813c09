import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../port.js';
import { pause } from '../testing/wait.js';
import { FakeEsdbClient } from '../testing/fake-esdb-client.js';
import { subscribeToUserEvents } from './user-event-subscription.js';

const setUp = () => {
  const client = new FakeEsdbClient(true);
  const received: RecordedEvent[] = [];
  const errors: unknown[] = [];
  return { client, received, errors, onError: (error: unknown) => void errors.push(error) };
};

describe('subscribeToUserEvents', () => {
  it('subscribes with the system-event filter and delivers strictly after `from`, in order', async () => {
    const { client, received, errors, onError } = setUp();
    const [from, ...after] = client.add('ThingHappened', 3);
    const subscription = subscribeToUserEvents(client.asClient(), from!.position, (event) => void received.push(event), onError);
    const [stream] = client.subscriptions;
    expect(stream!.options).toMatchObject({ fromPosition: from!.position, filter: { regex: '^[^$].*' } });
    // A server that repeats the start event must not make the subscriber see it twice.
    for (const event of [from, ...after]) stream!.write({ event });
    await expect.poll(() => received.length).toBe(2);
    expect(received.map((event) => event.id)).toEqual(after.map((event) => event!.id));
    await subscription.stop();
    expect(stream!.unsubscribed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('resolves stop() once the running handler call has finished', async () => {
    const { client, errors, onError } = setUp();
    let release = (): void => undefined;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const subscription = subscribeToUserEvents(
      client.asClient(),
      undefined,
      async () => {
        calls++;
        await blocked;
      },
      onError,
    );
    for (const event of client.add('ThingHappened', 2)) client.subscriptions[0]!.write({ event });
    await expect.poll(() => calls).toBe(1);
    let stopped = false;
    const stopping = subscription.stop().then(() => {
      stopped = true;
    });
    await pause(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(calls).toBe(1);
    expect(errors).toEqual([]);
  });

  it('ends the server subscription and reports a failing handler to onError', async () => {
    const { client, errors, onError } = setUp();
    const failure = new Error('projection broke');
    subscribeToUserEvents(
      client.asClient(),
      undefined,
      () => {
        throw failure;
      },
      onError,
    );
    client.subscriptions[0]!.write({ event: client.add('ThingHappened')[0] });
    await expect.poll(() => errors.length).toBe(1);
    expect(errors).toEqual([failure]);
    expect(client.subscriptions[0]!.unsubscribed).toBe(true);
  });

  it('reports a subscription the server ends as an error', async () => {
    const { client, errors, onError } = setUp();
    subscribeToUserEvents(client.asClient(), undefined, () => undefined, onError);
    client.subscriptions[0]!.end();
    await expect.poll(() => errors.length).toBe(1);
    expect(String(errors[0])).toMatch(/ended the subscription/);
  });
});
