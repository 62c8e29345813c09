import { describe, expect, it } from 'vitest';
import { crashesInARowAfter, DEFAULT_RESTART_POLICY, restartDelay } from './restart-policy.js';

describe('restart policy', () => {
  it('restarts fast the first time, then doubles the wait up to the cap, and never gives up', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1000].map((crashes) => restartDelay(crashes));
    expect(delays.slice(0, 8)).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000]);
    expect(delays.slice(8)).toEqual([30000, 30000, 30000]);
    expect(restartDelay(1)).toBeLessThan(5000); // the soak test's bound for a single crash
  });

  it('counts a crash after a long enough run as the first in a row again', () => {
    expect(crashesInARowAfter(6, DEFAULT_RESTART_POLICY.stableAfterMs)).toBe(1);
    expect(crashesInARowAfter(6, DEFAULT_RESTART_POLICY.stableAfterMs - 1)).toBe(7);
    expect(crashesInARowAfter(0, 10)).toBe(1);
  });
});
