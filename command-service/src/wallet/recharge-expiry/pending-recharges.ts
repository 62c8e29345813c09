import { WALLET_STREAM_PREFIX, type WalletEvent } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A started recharge nobody has paid, failed, cancelled or expired yet. */
export interface PendingRecharge {
  readonly userId: string;
  readonly rechargeId: string;
  /** When WalletRechargeStarted was recorded: the expiry counts from it. */
  readonly startedAt: Date;
}

/**
 * The recharges still waiting for their payment, folded from every wallet event of the store (a
 * StoreFeed, so recharges started by another instance, or before a restart, are here too). Like
 * the chat's OpenChats it only says where to look: the wallet's decider decides again on the stream.
 */
export class PendingRecharges {
  private readonly pending = new Map<string, PendingRecharge>();

  readonly apply = (recorded: RecordedEvent): void => {
    const event = recorded as unknown as WalletEvent;
    switch (event.type) {
      case 'WalletRechargeStarted':
        this.pending.set(event.data.rechargeId, {
          userId: recorded.streamName.slice(WALLET_STREAM_PREFIX.length),
          rechargeId: event.data.rechargeId,
          startedAt: new Date(recorded.metadata.occurredAt),
        });
        return;
      case 'WalletCredited':
      case 'WalletRechargeFailed':
      case 'WalletRechargeExpired':
        this.pending.delete(event.data.rechargeId);
        return;
      default:
        return;
    }
  };

  /** Those started at least `afterMs` before `now`, oldest first. */
  due(now: Date, afterMs: number): PendingRecharge[] {
    return [...this.pending.values()].filter((recharge) => now.getTime() - recharge.startedAt.getTime() >= afterMs).sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  }
}
