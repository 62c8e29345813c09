/**
 * The wait before the next attempt after `attempts` failed ones: base, 2 × base, 4 × base, …,
 * never more than `maxMs`. Exponential, so a server down for hours is not hammered, and capped, so
 * mail still goes out soon after it is back.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
