import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisRateLimiter } from './redis-rate-limiter.js';

/** Against the real Redis of REDIS_URL / 127.0.0.1:6379; a fresh namespace per run. */
describe('redis rate limiter', () => {
  let limiter: RedisRateLimiter;
  let other: RedisRateLimiter;
  const namespace = `test-${randomUUID()}`;

  beforeAll(async () => {
    limiter = await RedisRateLimiter.connect(inject('redisUrl'), namespace);
    other = await RedisRateLimiter.connect(inject('redisUrl'), namespace);
  });
  afterAll(async () => {
    await limiter?.close();
    await other?.close();
  });

  it('counts hits from every instance together and refuses past the limit', async () => {
    expect((await limiter.hit('ip:1', 3, 60)).allowed).toBe(true);
    expect((await other.hit('ip:1', 3, 60)).allowed).toBe(true);
    expect((await limiter.hit('ip:1', 3, 60)).allowed).toBe(true);
    const refused = await other.hit('ip:1', 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await limiter.hit('ip:2', 3, 60)).allowed).toBe(true);
  });

  it('starts a new window when the old one expires', async () => {
    expect((await limiter.hit('short', 1, 1)).allowed).toBe(true);
    expect((await limiter.hit('short', 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.hit('short', 1, 1)).allowed).toBe(true);
  });
});
