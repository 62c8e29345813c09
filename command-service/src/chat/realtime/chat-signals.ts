import type { ChatSocketServerMessage } from '@nakshatra/contracts';
import { MemorySignalBus, RedisSignalBus, type SignalBus } from '../../shared/realtime/signal-bus.js';

/** A chat's typing or presence, for the sockets of one user wherever they are (docs/chat.md). */
export interface ChatSignal {
  /** The user whose sockets get `message`. */
  readonly to: string;
  readonly message: ChatSocketServerMessage;
  /** Set on a `presence` a socket announces: whoever has the session open answers with their own. */
  readonly askBack?: { readonly userId: string };
}

export const CHAT_SIGNALS = Symbol('ChatSignals');

export type ChatSignals = SignalBus<ChatSignal>;

/** One instance (`npm start`, tests). */
export class MemoryChatSignals extends MemorySignalBus<ChatSignal> {}

/** Several instances (REDIS_URL): `nk:<namespace>:chat-signals`. */
export const RedisChatSignals = {
  connect: (url: string, namespace: string): Promise<ChatSignals> => RedisSignalBus.connect<ChatSignal>(url, `nk:${namespace}:chat-signals`),
};
