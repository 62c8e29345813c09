import { MAX_PUSH_TOKENS_PER_USER, type WebPushEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../../shared/testing/given-when.js';
import { webPushDecider } from './web-push-subscriptions.decider.js';

const at = new Date('2026-11-27T10:00:00.000Z');
const browser = (n: number, sessionId = 'login-1') => ({ endpoint: `https://push.example.com/send/${n}`, p256dh: `key${n}`, auth: `auth${n}`, language: 'en' as const, sessionId });
const subscribed = (n: number, language: 'en' | 'hi' = 'en', sessionId = 'login-1'): WebPushEvent => ({ type: 'WebPushSubscribed', data: { ...browser(n, sessionId), language, subscribedAt: at.toISOString() } });

describe('web push subscriptions decider', () => {
  const given = givenWhen(webPushDecider);

  it('records a browser once; the same endpoint in another language replaces it', () => {
    expect(given([]).when({ type: 'Subscribe', ...browser(1), at })).toEqual([subscribed(1)]);
    expect(given([subscribed(1)]).when({ type: 'Subscribe', ...browser(1), at })).toEqual([]);
    expect(given([subscribed(1)]).when({ type: 'Subscribe', ...browser(1), language: 'hi', at })).toEqual([subscribed(1, 'hi')]);
    const state = [subscribed(1), subscribed(1, 'hi')].reduce(webPushDecider.evolve, webPushDecider.initialState());
    expect(state.subscriptions).toEqual([{ ...browser(1), language: 'hi' }]);
  });

  it('records the browser again from another login: pushes follow the login that last registered it', () => {
    expect(given([subscribed(1)]).when({ type: 'Subscribe', ...browser(1, 'login-2'), at })).toEqual([subscribed(1, 'en', 'login-2')]);
    const state = [subscribed(1), subscribed(1, 'en', 'login-2')].reduce(webPushDecider.evolve, webPushDecider.initialState());
    expect(state.subscriptions).toEqual([browser(1, 'login-2')]);
  });

  it('keeps at most the limit, dropping the oldest browser first', () => {
    const full = Array.from({ length: MAX_PUSH_TOKENS_PER_USER }, (_, index) => subscribed(index));
    expect(given(full).when({ type: 'Subscribe', ...browser(99), at })).toEqual([
      { type: 'WebPushUnsubscribed', data: { endpoint: browser(0).endpoint, reason: 'limit', removedAt: at.toISOString() } },
      subscribed(99),
    ]);
  });

  it('unsubscribes a known browser once', () => {
    const off = { type: 'Unsubscribe' as const, endpoint: browser(1).endpoint, reason: 'user' as const, at };
    expect(given([subscribed(1)]).when(off)).toEqual([{ type: 'WebPushUnsubscribed', data: { endpoint: browser(1).endpoint, reason: 'user', removedAt: at.toISOString() } }]);
    expect(given([]).when(off)).toEqual([]);
  });
});
