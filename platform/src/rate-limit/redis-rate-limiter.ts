import { connectRedis, type RedisClient } from '../redis/connect-redis.js';
import type { RateLimitDecision, RateLimiter } from './rate-limiter.js';

/** INCR and the window's expiry in one step, so a crash between them cannot leave a key that never expires. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export class RedisRateLimiter implements RateLimiter {
  private constructor(
    private readonly client: RedisClient,
    private readonly namespace: string,
  ) {}

  static async connect(url: string, namespace: string): Promise<RedisRateLimiter> {
    return new RedisRateLimiter(await connectRedis(url), namespace);
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const [count, ttlMs] = (await this.client.eval(HIT, { keys: [`nk:${this.namespace}:rl:${key}`], arguments: [String(windowSeconds * 1000)] })) as [number, number];
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  async close(): Promise<void> {
    await this.client.quit();
  }
}
