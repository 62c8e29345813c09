import type { LiveSocketServerMessage } from '@nakshatra/contracts';
import { MemorySignalBus, RedisSignalBus, type SignalBus } from '../../shared/realtime/signal-bus.js';

/** Which of a live session's sockets, on every instance, a signal is for. */
export type LiveSignalTarget =
  | { readonly kind: 'all' }
  /** The broadcaster's socket (`peerId`: only that one, when a viewer answers its offer). */
  | { readonly kind: 'broadcaster'; readonly peerId?: string }
  | { readonly kind: 'viewer'; readonly peerId: string }
  /** Every socket of one user in the session (a muted viewer's tabs). */
  | { readonly kind: 'user'; readonly userId: string };

/**
 * Between instances only, never sent to a browser as it is: the Janus feed a session's viewers
 * should watch now (live-janus-access.ts); each instance turns it into `media` messages with its
 * own sockets' tokens.
 */
export interface LiveJanusFeed {
  readonly type: 'janus_feed';
  readonly feed: number | null;
}

/** Something that happened in a live session that is not an event: chat, moderation, peers, signalling. */
export interface LiveSignal {
  readonly sessionId: string;
  readonly to: LiveSignalTarget;
  readonly message: LiveSocketServerMessage | LiveJanusFeed;
}

export const LIVE_SIGNALS = Symbol('LiveSignals');

export type LiveSignals = SignalBus<LiveSignal>;

/** One instance (`npm start`, tests). */
export class MemoryLiveSignals extends MemorySignalBus<LiveSignal> {}

/** Several instances (REDIS_URL): `nk:<namespace>:live-signals`. */
export const RedisLiveSignals = {
  connect: (url: string, namespace: string): Promise<LiveSignals> => RedisSignalBus.connect<LiveSignal>(url, `nk:${namespace}:live-signals`),
};
