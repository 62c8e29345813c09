import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { chatSideKey, RedisChatPresence } from './chat-presence.js';
import { RedisChatSignals, type ChatSignal, type ChatSignals } from './chat-signals.js';

/** Two instances of the command service, each with its own Redis connections: what one writes, the other sees. */
describe('chat signals and presence in Redis', () => {
  const opened: ChatSignals[] = [];
  const openedPresence: RedisChatPresence[] = [];
  afterAll(async () => {
    await Promise.all([...opened, ...openedPresence].map((client) => client.close()));
  });

  it('carries typing and presence between instances, only within one namespace', async () => {
    const namespace = `test-${randomUUID()}`;
    const [first, second, elsewhere] = await Promise.all([
      RedisChatSignals.connect(inject('redisUrl'), namespace),
      RedisChatSignals.connect(inject('redisUrl'), namespace),
      RedisChatSignals.connect(inject('redisUrl'), `other-${namespace}`),
    ]);
    opened.push(first, second, elsewhere);
    const heard: ChatSignal[] = [];
    const strays: ChatSignal[] = [];
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // subscribe resolves once Redis has confirmed it, so nothing published after is missed.
    await second.subscribe((signal) => {
      heard.push(signal);
      arrive();
    });
    await elsewhere.subscribe((signal) => void strays.push(signal));
    const signal: ChatSignal = { to: 'user-2', message: { type: 'typing', session_id: randomUUID(), from: 'customer' } };
    await first.publish(signal);
    await arrived;
    expect(heard).toEqual([signal]);
    expect(strays).toEqual([]);
  });

  it('keeps when each side last had a chat open, for every instance to read', async () => {
    const namespace = `test-${randomUUID()}`;
    const [first, second] = await Promise.all([RedisChatPresence.connect(inject('redisUrl'), namespace), RedisChatPresence.connect(inject('redisUrl'), namespace)]);
    openedPresence.push(first, second);
    const sessionId = randomUUID();
    const at = new Date('2026-11-23T10:00:00.000Z');
    await first.seen(chatSideKey(sessionId, 'customer'), at);
    expect(await second.lastSeen(chatSideKey(sessionId, 'customer'))).toEqual(at);
    expect(await second.lastSeen(chatSideKey(sessionId, 'astrologer'))).toBeUndefined();
  });
});
