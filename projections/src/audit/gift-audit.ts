import { GIFT_STREAM_PREFIX, WALLET_STREAM_PREFIX, type AstrologerGiftEarned, type LiveGiftSent, type WalletDebited, type WalletRefunded } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { WalletDifference } from './wallet-audit.js';

/** One gift sent on air as its three streams tell it: the sender's debit (and refunds), the record on air, the astrologer's credit. */
interface GiftTrail {
  debit?: { readonly userId: string; readonly transactionId: string; readonly amount: number };
  refunded: number;
  sent?: LiveGiftSent;
  voided: boolean;
  earnings: AstrologerGiftEarned[];
}

/** What all gifts on air moved: paid by senders, the astrologers' share, the platform's commission, and what voided gifts gave back. */
export interface GiftTotals {
  readonly count: number;
  readonly gross: number;
  readonly astrologerEarning: number;
  readonly commission: number;
  readonly refunded: number;
}

const isGiftMoney = (data: unknown): boolean => (data as { source?: { kind?: string } }).source?.kind === 'gift';

/**
 * Gifts on air (docs/live.md, "Gifts") reconciled from the events: every gift debit went on air with
 * its price and was credited to the astrologer as price = share + commission, or was voided and
 * refunded; nothing went on air or was credited without a debit. Fed the store's events in order by
 * the wallet audit's own pass.
 */
export class GiftAudit {
  private readonly trails = new Map<string, GiftTrail>();

  readonly observe = (recorded: RecordedEvent): void => {
    if (recorded.streamName.startsWith(WALLET_STREAM_PREFIX)) {
      if (!isGiftMoney(recorded.data)) return;
      if (recorded.type === 'WalletDebited') {
        const { source, transactionId, amount } = recorded.data as WalletDebited;
        this.trail(source.id).debit = { userId: recorded.streamName.slice(WALLET_STREAM_PREFIX.length), transactionId, amount };
      } else if (recorded.type === 'WalletRefunded') {
        const { source, amount } = recorded.data as WalletRefunded;
        this.trail(source.id).refunded += amount;
      }
    } else if (recorded.streamName.startsWith(GIFT_STREAM_PREFIX)) {
      const trail = this.trail(recorded.streamName.slice(GIFT_STREAM_PREFIX.length));
      if (recorded.type === 'LiveGiftSent') trail.sent = recorded.data as LiveGiftSent;
      if (recorded.type === 'LiveGiftVoided') trail.voided = true;
    } else if (recorded.type === 'AstrologerGiftEarned') {
      const earning = recorded.data as AstrologerGiftEarned;
      this.trail(earning.giftId).earnings.push(earning);
    }
  };

  differences(): WalletDifference[] {
    const differences: WalletDifference[] = [];
    for (const [giftId, trail] of this.trails) {
      const { debit, sent, earnings } = trail;
      const report = (problem: string) => differences.push({ userId: debit?.userId ?? sent?.senderUserId ?? 'unknown', problem: `gift ${giftId} ${problem}` });
      if (!debit) {
        if (sent || earnings.length > 0) report('is on air or credited, but no wallet paid for it');
        continue;
      }
      if (sent) {
        if (sent.price !== debit.amount || sent.walletTransactionId !== debit.transactionId) report(`went on air at ${sent.price} paid by ${sent.walletTransactionId}, the wallet debited ${debit.amount} in ${debit.transactionId}`);
        if (earnings.length !== 1) report(`was credited to the astrologer ${earnings.length} times`);
        for (const earning of earnings) {
          if (earning.gross !== debit.amount || earning.amount + earning.commission !== earning.gross) report(`credited ${earning.amount} + commission ${earning.commission} of ${earning.gross}, the wallet paid ${debit.amount}`);
        }
      } else {
        if (earnings.length > 0) report('was credited to the astrologer but never went on air');
        if (trail.refunded < debit.amount) report(`was debited ${debit.amount} but neither went on air nor was refunded (${trail.refunded} so far)`);
      }
    }
    return differences;
  }

  totals(): GiftTotals {
    let count = 0;
    let gross = 0;
    let astrologerEarning = 0;
    let commission = 0;
    let refunded = 0;
    for (const trail of this.trails.values()) {
      refunded += trail.refunded;
      if (!trail.sent) continue;
      count += 1;
      gross += trail.sent.price;
      astrologerEarning += trail.sent.astrologerEarning;
      commission += trail.sent.commission;
    }
    return { count, gross, astrologerEarning, commission, refunded };
  }

  private trail(giftId: string): GiftTrail {
    const found = this.trails.get(giftId);
    if (found) return found;
    const trail: GiftTrail = { refunded: 0, voided: false, earnings: [] };
    this.trails.set(giftId, trail);
    return trail;
  }
}
