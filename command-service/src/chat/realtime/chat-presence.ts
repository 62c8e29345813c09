import type { ChatParticipant } from '@nakshatra/contracts';
import { connectRedis, type RedisClient } from '@nakshatra/platform';

/** A side that had the chat open and has not been seen for this long has left: the chat ends (docs/chat.md). */
export const CHAT_ABANDONED_MS = 2 * 60_000;
/** An online astrologer with no socket open anywhere for this long is set offline. */
export const ASTROLOGER_GONE_MS = 2 * 60_000;
/** How often the hub says "still here" for each chat a socket has open, and for each astrologer with a socket. */
export const CHAT_PRESENCE_BEAT_MS = 20_000;

/** What is seen: one side of a chat, or an astrologer's account (any socket). */
export const chatSideKey = (sessionId: string, side: ChatParticipant): string => `chat:${sessionId}:${side}`;
export const astrologerKey = (userId: string): string => `astrologer:${userId}`;
/** One side of a call, seen on each of its media heartbeats only (an open socket is not a working call). */
export const callSideKey = (sessionId: string, side: ChatParticipant): string => `call:${sessionId}:${side}`;
/** Presence is forgotten after this long, so the store does not grow. */
const REMEMBER_MS = 60 * 60_000;

export const CHAT_PRESENCE = Symbol('ChatPresence');

/**
 * When each side of a chat last had it open, and each astrologer last had any socket, across the
 * instances of the command service: the ticker ends a chat one side has left, so nobody pays for an
 * astrologer who has gone (or keeps an astrologer waiting for a customer who closed the tab), and
 * the hub sets offline an astrologer who closed the console without going offline. Someone who
 * never opened a socket (an API client) is never counted as gone.
 */
export interface ChatPresence {
  seen(key: string, at: Date): Promise<void>;
  /** When last seen; undefined if never (or over an hour ago). */
  lastSeen(key: string): Promise<Date | undefined>;
  close(): Promise<void>;
}

export class MemoryChatPresence implements ChatPresence {
  private readonly times = new Map<string, number>();

  async seen(key: string, at: Date): Promise<void> {
    this.times.delete(key); // re-inserted last: the oldest are first when pruning
    this.times.set(key, at.getTime());
    for (const [oldKey, time] of this.times) {
      if (time > at.getTime() - REMEMBER_MS) break;
      this.times.delete(oldKey);
    }
  }

  async lastSeen(key: string): Promise<Date | undefined> {
    const time = this.times.get(key);
    return time === undefined ? undefined : new Date(time);
  }

  async close(): Promise<void> {}
}

export class RedisChatPresence implements ChatPresence {
  private constructor(
    private readonly client: RedisClient,
    private readonly namespace: string,
  ) {}

  static async connect(url: string, namespace: string): Promise<RedisChatPresence> {
    return new RedisChatPresence(await connectRedis(url), namespace);
  }

  async seen(key: string, at: Date): Promise<void> {
    await this.client.set(this.redisKey(key), String(at.getTime()), { PX: REMEMBER_MS });
  }

  async lastSeen(key: string): Promise<Date | undefined> {
    const value = await this.client.get(this.redisKey(key));
    return value === null ? undefined : new Date(Number(value));
  }

  async close(): Promise<void> {
    await this.client.quit();
  }

  private redisKey(key: string): string {
    return `nk:${this.namespace}:presence:${key}`;
  }
}
