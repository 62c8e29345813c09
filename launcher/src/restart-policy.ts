/**
 * How the launcher restarts a crashed service (supervisor.ts, docs/operations.md): 250 ms after
 * the first crash, then waiting twice as long after each crash in a row, up to a cap; a service that stayed up
 * a while starts again from the first delay. It never gives up: a service that keeps crashing is
 * retried at the cap's pace, and its crashes are logged.
 */
export interface RestartPolicy {
  /** Wait before the first restart after a crash. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** Up this long, a service's next crash counts as the first in a row again. */
  readonly stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { firstDelayMs: 250, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The wait before restarting after the `crashesInARow`-th crash in a row (1 for the first). */
export function restartDelay(crashesInARow: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): number {
  const doublings = Math.max(0, crashesInARow - 1);
  // 2 ** 30 is past any cap; it keeps the power finite for services that crash for days.
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(doublings, 30));
}

/** Crashes in a row once a service that ran `upMs` has crashed. */
export const crashesInARowAfter = (previous: number, upMs: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): number =>
  upMs >= policy.stableAfterMs ? 1 : previous + 1;
