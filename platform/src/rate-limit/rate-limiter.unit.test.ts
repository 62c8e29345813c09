import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.js';

describe('memory rate limiter', () => {
  it('allows the limit per window per key, then refuses until the window ends', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit('a', 3, 60)).allowed).toBe(true);
    expect(await limiter.hit('a', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('b', 3, 60)).allowed).toBe(true);
    now = 30_000;
    expect(await limiter.hit('a', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now = 60_000;
    expect((await limiter.hit('a', 3, 60)).allowed).toBe(true);
  });
});
