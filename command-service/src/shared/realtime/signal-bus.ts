import { connectRedis, type RedisClient } from '@nakshatra/platform';

/**
 * Ephemeral signals between the instances of the command service (typing and presence of a chat,
 * a live session's chat and peers): a browser's socket may sit on one instance and the person it
 * talks to on another. Events need no bus (every instance follows the event store); these are never
 * stored, so they travel here. In memory for one instance, Redis pub/sub for several.
 */
export interface SignalBus<T> {
  publish(signal: T): Promise<void>;
  subscribe(handler: (signal: T) => void): Promise<void>;
  close(): Promise<void>;
}

/** One instance (`npm start`, tests): signals go straight to the handlers. */
export class MemorySignalBus<T> implements SignalBus<T> {
  private readonly handlers: ((signal: T) => void)[] = [];

  async publish(signal: T): Promise<void> {
    for (const handler of this.handlers) handler(signal);
  }

  async subscribe(handler: (signal: T) => void): Promise<void> {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {}
}

/** Several instances (REDIS_URL): Redis pub/sub on one channel (per deployment namespace and purpose). */
export class RedisSignalBus<T> implements SignalBus<T> {
  private subscriber: Promise<RedisClient> | undefined;

  private constructor(
    private readonly publisher: RedisClient,
    private readonly url: string,
    private readonly channel: string,
  ) {}

  static async connect<T>(url: string, channel: string): Promise<RedisSignalBus<T>> {
    return new RedisSignalBus<T>(await connectRedis(url), url, channel);
  }

  async publish(signal: T): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(signal));
  }

  async subscribe(handler: (signal: T) => void): Promise<void> {
    // A client in subscriber mode can do nothing else, so it is a second connection.
    this.subscriber ??= connectRedis(this.url);
    await (await this.subscriber).subscribe(this.channel, (raw) => {
      let signal: T;
      try {
        signal = JSON.parse(raw) as T;
      } catch {
        return; // Only this service publishes here; a garbled message is dropped, never a crash.
      }
      handler(signal);
    });
  }

  async close(): Promise<void> {
    await (await this.subscriber)?.quit();
    await this.publisher.quit();
  }
}
