import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import { asWalletEvent, isWalletEvent, paise, walletOwnerOf } from './wallet-stream.js';

export interface WalletRow {
  /** The user id. */
  readonly id: string;
  readonly balance: number;
  /** Credited recharges (0: the first-recharge offer still applies). */
  readonly recharge_count: number;
  /** Credited recharges including their bonuses; adjustments and refunds are not credits. */
  readonly total_credited: number;
  readonly total_debited: number;
  readonly updated_at: Date | string;
}

/** One row per user with a wallet event: the balance every movement recorded, and lifetime totals. */
export const walletsProjection: DocumentProjection<WalletRow> = {
  name: 'wallets',
  table: 'wallets',
  handles: isWalletEvent,
  keyOf: walletOwnerOf,
  evolve(row, recorded: RecordedEvent) {
    const event = asWalletEvent(recorded);
    const at = recorded.metadata.occurredAt;
    const wallet = row ?? { id: walletOwnerOf(recorded), balance: 0, recharge_count: 0, total_credited: 0, total_debited: 0, updated_at: at };
    switch (event.type) {
      case 'WalletCredited':
        return {
          ...wallet,
          balance: event.data.balanceAfter,
          recharge_count: wallet.recharge_count + 1,
          total_credited: wallet.total_credited + event.data.amount + event.data.bonus,
          updated_at: at,
        };
      case 'WalletDebited':
        return { ...wallet, balance: event.data.balanceAfter, total_debited: wallet.total_debited + event.data.amount, updated_at: at };
      case 'WalletAdjusted':
      case 'WalletRefunded':
        return { ...wallet, balance: event.data.balanceAfter, updated_at: at };
      case 'WalletRechargeStarted':
      case 'WalletRechargeFailed':
      case 'WalletRechargeExpired':
        // No money moves; the wallet exists from its first event.
        return wallet;
    }
  },
  fromStored: (stored) => ({
    ...(stored as unknown as WalletRow),
    balance: paise(stored.balance),
    total_credited: paise(stored.total_credited),
    total_debited: paise(stored.total_debited),
  }),
};
