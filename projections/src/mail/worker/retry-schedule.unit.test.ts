import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-schedule.js';

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 60_000, 3_600_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(30, 60_000, 3_600_000)).toBe(3_600_000);
  });
});
