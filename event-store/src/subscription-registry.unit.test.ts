import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from './port.js';
import { SubscriptionRegistry } from './subscription-registry.js';

const fakeSubscription = () => {
  const subscription = { stops: 0, stop: async () => void subscription.stops++ };
  return subscription;
};

describe('SubscriptionRegistry', () => {
  it('stops every subscription still running, once', async () => {
    const registry = new SubscriptionRegistry();
    const [first, second] = [fakeSubscription(), fakeSubscription()];
    const tracked = registry.track(() => first, () => undefined);
    registry.track(() => second, () => undefined);
    await tracked.stop();
    await registry.stopAll();
    expect([first.stops, second.stops]).toEqual([1, 1]);
  });

  it('forgets a subscription that ended on an error, after passing the error on', async () => {
    const registry = new SubscriptionRegistry();
    const inner = fakeSubscription();
    const errors: unknown[] = [];
    let fail: (error: unknown) => void = () => undefined;
    registry.track((onError) => {
      fail = onError;
      return inner;
    }, (error) => errors.push(error));
    fail(new Error('lost'));
    await registry.stopAll();
    expect(errors).toEqual([new Error('lost')]);
    expect(inner.stops).toBe(0);
  });

  it('writes the error to stderr when nobody gave an onError', () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: unknown) => void = () => undefined;
    new SubscriptionRegistry().track((onError): Subscription => {
      fail = onError;
      return fakeSubscription();
    });
    fail(new Error('lost'));
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('no onError'), new Error('lost'));
    stderr.mockRestore();
  });
});
