import type { ChatSocketServerMessage } from '@nakshatra/contracts';
import { connectRedis, type RedisClient } from '@nakshatra/platform';

/**
 * Ephemeral chat signals (typing, presence) between the instances of the command service: a
 * browser's socket may sit on one instance and the other participant's on another. Events need no
 * bus (every instance follows the event store); these are never stored, so they travel here.
 */
export interface ChatSignal {
  /** The user whose sockets get `message`. */
  readonly to: string;
  readonly message: ChatSocketServerMessage;
  /** Set on a `presence` a socket announces: whoever has the session open answers with their own. */
  readonly askBack?: { readonly userId: string };
}

export const CHAT_SIGNALS = Symbol('ChatSignals');

export interface ChatSignals {
  publish(signal: ChatSignal): Promise<void>;
  subscribe(handler: (signal: ChatSignal) => void): Promise<void>;
  close(): Promise<void>;
}

/** One instance (`npm start`, tests): signals go straight to the handlers. */
export class MemoryChatSignals implements ChatSignals {
  private readonly handlers: ((signal: ChatSignal) => void)[] = [];

  async publish(signal: ChatSignal): Promise<void> {
    for (const handler of this.handlers) handler(signal);
  }

  async subscribe(handler: (signal: ChatSignal) => void): Promise<void> {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {}
}

/** Several instances (REDIS_URL): Redis pub/sub on one channel per deployment namespace. */
export class RedisChatSignals implements ChatSignals {
  private subscriber: Promise<RedisClient> | undefined;

  private constructor(
    private readonly publisher: RedisClient,
    private readonly url: string,
    private readonly channel: string,
  ) {}

  static async connect(url: string, namespace: string): Promise<RedisChatSignals> {
    return new RedisChatSignals(await connectRedis(url), url, `nk:${namespace}:chat-signals`);
  }

  async publish(signal: ChatSignal): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(signal));
  }

  async subscribe(handler: (signal: ChatSignal) => void): Promise<void> {
    // A client in subscriber mode can do nothing else, so it is a second connection.
    this.subscriber ??= connectRedis(this.url);
    await (await this.subscriber).subscribe(this.channel, (raw) => {
      try {
        handler(JSON.parse(raw) as ChatSignal);
      } catch {
        // Only this service publishes here; a garbled message is dropped, never a crash.
      }
    });
  }

  async close(): Promise<void> {
    await (await this.subscriber)?.quit();
    await this.publisher.quit();
  }
}
