import { MAX_PUSH_TOKENS_PER_USER, type InboxEvent, type PushTokenEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { inboxDecider, isRead, unreadCount } from './inbox.decider.js';
import { pushTokensDecider } from './push-tokens.decider.js';

const at = new Date('2026-11-23T10:00:00.000Z');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sent = (n: number): InboxEvent => ({
  type: 'NotificationSent',
  data: { notificationId: id(n), kind: 'chat_request', title: 'New chat request', body: `Request ${n}`, link: '/astrologer', data: null, sentAt: at.toISOString() },
});
const read = (upToRevision: number | null, ids: string[] = []): InboxEvent => ({ type: 'NotificationsRead', data: { upToRevision, ids, readAt: at.toISOString() } });
const inboxOf = (events: InboxEvent[]) => events.reduce(inboxDecider.evolve, inboxDecider.initialState());

describe('inbox decider', () => {
  const given = givenWhen(inboxDecider);

  it('records a notification with the time it was sent, once per id', () => {
    const notification = { notificationId: id(1), kind: 'chat_request', title: 'New chat request', body: 'Request 1', link: '/astrologer', data: null };
    expect(given([]).when({ type: 'Send', notification, at })).toEqual([sent(1)]);
    expect(given([sent(1)]).when({ type: 'Send', notification, at })).toEqual([]);
  });

  it('reads everything as one event up to the last notification’s revision, and a notification sent after it stays unread', () => {
    expect(given([sent(1), sent(2)]).when({ type: 'Read', ids: undefined, at })).toEqual([read(1)]);
    const state = inboxOf([sent(1), sent(2), read(1), sent(3)]);
    expect([isRead(state, id(1)), isRead(state, id(2)), isRead(state, id(3))]).toEqual([true, true, false]);
    expect(unreadCount(state)).toBe(1);
  });

  it('reads the ids named, ignoring unknown (another user’s) and already-read ones; nothing to read appends nothing', () => {
    expect(given([sent(1), sent(2), read(null, [id(1)])]).when({ type: 'Read', ids: [id(1), id(2), id(9), id(2).toUpperCase()], at })).toEqual([read(null, [id(2)])]);
    expect(given([sent(1), read(0)]).when({ type: 'Read', ids: [id(1)], at })).toEqual([]);
    expect(given([sent(1), read(0)]).when({ type: 'Read', ids: undefined, at })).toEqual([]);
    expect(given([]).when({ type: 'Read', ids: undefined, at })).toEqual([]);
  });

  it('counts revisions across both event types, as the store numbers them', () => {
    // revisions: 0 sent(1), 1 read, 2 sent(2): reading all covers revision 2.
    expect(given([sent(1), read(0), sent(2)]).when({ type: 'Read', ids: undefined, at })).toEqual([read(2)]);
  });
});

describe('push tokens decider', () => {
  const given = givenWhen(pushTokensDecider);
  const token = (n: number) => `fcm-token-${String(n).padStart(20, '0')}`;
  const registered = (n: number, platform: 'web' | 'android' = 'web', sessionId = 'login-1'): PushTokenEvent => ({ type: 'PushTokenRegistered', data: { token: token(n), platform, sessionId, registeredAt: at.toISOString() } });
  const removed = (n: number, reason: 'unregistered' | 'limit' | 'user'): PushTokenEvent => ({ type: 'PushTokenRemoved', data: { token: token(n), reason, removedAt: at.toISOString() } });

  it('registers a device once: a browser registering again on every visit appends nothing', () => {
    expect(given([]).when({ type: 'Register', token: token(1), platform: 'web', sessionId: 'login-1', at })).toEqual([registered(1)]);
    expect(given([registered(1)]).when({ type: 'Register', token: token(1), platform: 'web', sessionId: 'login-1', at })).toEqual([]);
  });

  it('registers a device again from another login, to that login; the same device does not count twice against the limit', () => {
    expect(given([registered(1)]).when({ type: 'Register', token: token(1), platform: 'web', sessionId: 'login-2', at })).toEqual([registered(1, 'web', 'login-2')]);
    const ten = Array.from({ length: MAX_PUSH_TOKENS_PER_USER }, (_, n) => registered(n + 1));
    expect(given(ten).when({ type: 'Register', token: token(3), platform: 'web', sessionId: 'login-2', at })).toEqual([registered(3, 'web', 'login-2')]);
  });

  it(`keeps at most ${MAX_PUSH_TOKENS_PER_USER} devices, dropping the oldest`, () => {
    const ten = Array.from({ length: MAX_PUSH_TOKENS_PER_USER }, (_, n) => registered(n + 1));
    expect(given(ten).when({ type: 'Register', token: token(11), platform: 'android', sessionId: 'login-1', at })).toEqual([removed(1, 'limit'), registered(11, 'android')]);
    const state = [...ten, removed(1, 'limit'), registered(11, 'android')].reduce(pushTokensDecider.evolve, pushTokensDecider.initialState());
    expect(state.devices).toHaveLength(MAX_PUSH_TOKENS_PER_USER);
    expect(state.devices.at(-1)).toEqual({ token: token(11), platform: 'android', sessionId: 'login-1' });
  });

  it('removes a known device, and a removed one may be registered again', () => {
    expect(given([registered(1)]).when({ type: 'Remove', token: token(1), reason: 'unregistered', at })).toEqual([removed(1, 'unregistered')]);
    expect(given([registered(1), removed(1, 'unregistered')]).when({ type: 'Remove', token: token(1), reason: 'unregistered', at })).toEqual([]);
    expect(given([registered(1), removed(1, 'user')]).when({ type: 'Register', token: token(1), platform: 'web', sessionId: 'login-1', at })).toEqual([registered(1)]);
  });
});
