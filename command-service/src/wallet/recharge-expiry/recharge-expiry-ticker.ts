import type { Logger } from '@nakshatra/platform';
import { commandMetadata } from '../../shared/command-metadata.js';
import type { RechargeExpiryConfig } from '../wallet-config.js';
import type { WalletLedger } from '../wallet-ledger.js';
import type { PendingRecharges } from './pending-recharges.js';

const SYSTEM = { id: 'recharge-expiry', role: 'system' } as const;

/**
 * Expires unpaid recharges: every `tickMs`, each recharge PendingRecharges still holds `afterMs`
 * after it started gets WalletRechargeExpired, decided by the wallet on its own stream (so one paid,
 * closed or expired meanwhile, here or by another instance, gets nothing). Nothing is kept but what
 * the store says, so a restart resumes exactly; two instances expiring the same recharge append one
 * event. Ticks never overlap.
 */
export class RechargeExpiryTicker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly ledger: WalletLedger,
    private readonly pending: PendingRecharges,
    private readonly config: RechargeExpiryConfig,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.tickOnce(), intervalMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over the recharges due (also what tests call instead of waiting for the interval). */
  tickOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    const now = this.config.now();
    const meta = commandMetadata(SYSTEM, `recharge-expiry-${now.toISOString()}`);
    for (const { userId, rechargeId, startedAt } of this.pending.due(now, this.config.afterMs)) {
      const deadline = new Date(startedAt.getTime() + this.config.afterMs);
      try {
        await this.ledger.execute(userId, { type: 'ExpireRecharge', rechargeId, deadline, now }, meta);
      } catch (error) {
        // One failing wallet (say, the store briefly down) must not stop the others; the next tick retries.
        this.logger.error({ err: error, userId, rechargeId }, 'recharge expiry failed');
      }
    }
  }
}
