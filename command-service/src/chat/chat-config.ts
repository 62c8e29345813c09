import { intFromEnv } from '@nakshatra/platform';

/** What chat billing needs to know: the platform's share, how often the ticker runs, and the clock. */
export interface ChatConfig {
  /** The platform's commission on each paid minute, in basis points (PLATFORM_COMMISSION_BP; 3000 = 30%). */
  readonly commissionBp: number;
  /** How often the ticker bills started minutes and times out requests (CHAT_TICK_MS, 5000); null runs no ticker (one-off tools). */
  readonly tickMs: number | null;
  /** The clock every chat decision reads; tests move it instead of waiting minutes. */
  readonly now: () => Date;
  /** How often an open chat socket checks that its session still holds (CHAT_SESSION_RECHECK_MS, 30000). */
  readonly sessionRecheckMs?: number;
}

export const CHAT_CONFIG = Symbol('ChatConfig');

export function chatConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return {
    commissionBp: intFromEnv(env, 'PLATFORM_COMMISSION_BP', 3000, 0, 10_000),
    tickMs: intFromEnv(env, 'CHAT_TICK_MS', 5000, 50, 60_000),
    sessionRecheckMs: intFromEnv(env, 'CHAT_SESSION_RECHECK_MS', 30_000, 100, 300_000),
    now: () => new Date(),
  };
}
