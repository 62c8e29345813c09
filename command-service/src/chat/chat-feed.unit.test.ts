import type { EventHandler, EventStore, Position, RecordedEvent } from '@nakshatra/event-store';
import { describe, expect, it, vi } from 'vitest';
import { ChatFeed } from './chat-feed.js';

const event = (n: number, streamName = `chat-session-${n}`): RecordedEvent =>
  ({ id: `e${n}`, type: 'ChatRequested', streamName, revision: 0n, position: { commit: BigInt(n), prepare: BigInt(n) } as unknown as Position, data: {}, metadata: {} }) as unknown as RecordedEvent;

/** A store whose first subscription fails after one event, as PostgreSQL going away would end it. */
function failingOnceStore(past: RecordedEvent[], live: RecordedEvent[]) {
  const subscribedFrom: (Position | undefined)[] = [];
  const store = {
    committedHeadPosition: async () => past[past.length - 1]!.position,
    readAll: async ({ from }: { from?: Position }) => (from ? [] : past),
    subscribeToAll: ({ from }: { from?: Position }, handler: EventHandler, onError: (error: unknown) => void) => {
      subscribedFrom.push(from);
      if (subscribedFrom.length === 1) {
        void Promise.resolve(handler(live[0]!)).then(() => onError(new Error('too many clients already')));
      } else {
        for (const later of live.slice(1)) void handler(later);
      }
      return { stop: async () => undefined };
    },
  } as unknown as EventStore;
  return { store, subscribedFrom };
}

describe('ChatFeed', () => {
  it('tells listeners chat events only, the past first, and follows again from the last event after the store fails', async () => {
    vi.useFakeTimers();
    try {
      const { store, subscribedFrom } = failingOnceStore([event(1), event(2, 'wallet-x')], [event(3), event(4)]);
      const feed = new ChatFeed();
      const told: [string, boolean][] = [];
      feed.listen((recorded, live) => void told.push([recorded.id, live]));
      const errors: unknown[] = [];
      await feed.follow(store, (error) => void errors.push(error));
      await vi.advanceTimersByTimeAsync(1000);
      expect(told).toEqual([
        ['e1', false],
        ['e3', true],
        ['e4', true],
      ]);
      expect(errors).toHaveLength(1);
      expect(subscribedFrom).toEqual([event(2).position, event(3).position]);
      await feed.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
