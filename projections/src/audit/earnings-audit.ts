import {
  ASTROLOGER_EARNINGS_STREAM_PREFIX,
  earningReversalOf,
  WALLET_STREAM_PREFIX,
  type AstrologerEarned,
  type AstrologerEarningReversed,
  type WalletDebited,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { WalletDifference } from './wallet-audit.js';

/** A refund of a consultation's minute, and who bore it (docs/support.md, "Who bears a refund"). */
interface MinuteRefund {
  readonly userId: string;
  readonly debitId: string;
  readonly amount: number;
  /** A rule's refunds are the astrologer's; refunds from before the question were the platform's. */
  readonly astrologerBears: boolean;
}

/** What consultations earned astrologers, and what refunds they bore took back. */
export interface ConsultationEarningsTotals {
  readonly earned: number;
  readonly reversed: number;
}

/** A session's money as the events say it, to compare with its `chat_sessions` row. */
interface SessionMoney {
  earning: number;
  commission: number;
}

/** The `chat_sessions` columns the audit compares. */
export interface SessionEarningsRow {
  readonly id: string;
  readonly customer_id: string;
  readonly astrologer_earning: number;
  readonly commission: number;
}

/**
 * Consultations' earnings reconciled from the events: every reversal takes back, from a credited
 * minute, its share of one refund of that minute the astrologer bore (earningReversalOf); every such
 * refund was reversed once, and no goodwill refund was; and each session's `chat_sessions` row has
 * the earning (credits − reversals) and commission (commission − refunds + reversals) the events
 * give. Fed the store's events in order by the wallet audit's own pass.
 */
export class ConsultationEarningsAudit {
  private readonly earned = new Map<string, AstrologerEarned>();
  private readonly debits = new Map<string, { readonly userId: string; readonly sessionId: string }>();
  private readonly refunds = new Map<string, MinuteRefund>();
  private readonly reversals = new Map<string, AstrologerEarningReversed[]>();
  private readonly sessions = new Map<string, SessionMoney>();
  private reversedTotal = 0;
  private earnedTotal = 0;

  readonly observe = (recorded: RecordedEvent): void => {
    if (recorded.streamName.startsWith(WALLET_STREAM_PREFIX)) this.observeWallet(recorded);
    else if (recorded.streamName.startsWith(ASTROLOGER_EARNINGS_STREAM_PREFIX)) this.observeEarnings(recorded);
  };

  /** What the events find wrong, then what the read model has otherwise than the events. */
  differences(rows: readonly SessionEarningsRow[]): WalletDifference[] {
    const differences: WalletDifference[] = [];
    const report = (userId: string | undefined, problem: string) => differences.push({ userId: userId ?? 'unknown', problem });
    for (const [refundId, refund] of this.refunds) {
      const reversals = this.reversals.get(refundId) ?? [];
      const credited = this.earned.has(refund.debitId);
      if (refund.astrologerBears && credited && reversals.length !== 1) report(refund.userId, `refund ${refundId} was borne by the astrologer but their earning was taken back ${reversals.length} times`);
      if (!refund.astrologerBears && reversals.length > 0) report(refund.userId, `refund ${refundId} was borne by the platform, yet the astrologer's earning was taken back`);
    }
    for (const [refundId, reversals] of this.reversals) {
      const refund = this.refunds.get(refundId);
      for (const reversal of reversals) {
        const earning = this.earned.get(reversal.walletTransactionId);
        const userId = this.debits.get(reversal.walletTransactionId)?.userId;
        if (!refund || refund.debitId !== reversal.walletTransactionId) report(userId, `reversal of minute ${reversal.minute} of ${reversal.sessionId} names no refund of its debit (${refundId})`);
        else if (!earning) report(userId, `reversal of minute ${reversal.minute} of ${reversal.sessionId} takes back a minute never credited`);
        else if (reversal.amount !== earningReversalOf(earning, refund.amount)) report(userId, `reversal of ${reversal.amount} for refund ${refundId} should be ${earningReversalOf(earning, refund.amount)}`);
      }
    }
    for (const row of rows) {
      const money = this.sessions.get(row.id) ?? { earning: 0, commission: 0 };
      if (row.astrologer_earning !== money.earning || row.commission !== money.commission) {
        report(row.customer_id, `consultation ${row.id}: chat_sessions says earning ${row.astrologer_earning} and commission ${row.commission}, the events ${money.earning} and ${money.commission}`);
      }
    }
    return differences;
  }

  totals(): ConsultationEarningsTotals {
    return { earned: this.earnedTotal, reversed: this.reversedTotal };
  }

  private observeWallet(recorded: RecordedEvent): void {
    const userId = recorded.streamName.slice(WALLET_STREAM_PREFIX.length);
    if (recorded.type === 'WalletDebited') {
      const { transactionId, source } = recorded.data as WalletDebited;
      if (source.kind === 'session') this.debits.set(transactionId, { userId, sessionId: source.id });
    } else if (recorded.type === 'WalletRefunded') {
      const { transactionId, refundOf, amount, source, borneBy, rule } = recorded.data as WalletRefunded;
      if (source.kind !== 'session') return;
      this.refunds.set(transactionId, { userId, debitId: refundOf, amount, astrologerBears: borneBy === 'astrologer' || rule !== undefined });
      this.session(source.id).commission -= amount;
    }
  }

  private observeEarnings(recorded: RecordedEvent): void {
    if (recorded.type === 'AstrologerEarned') {
      const earning = recorded.data as AstrologerEarned;
      this.earned.set(earning.walletTransactionId, earning);
      const money = this.session(earning.sessionId);
      money.earning += earning.amount;
      money.commission += earning.commission;
      this.earnedTotal += earning.amount;
    } else if (recorded.type === 'AstrologerEarningReversed') {
      const reversal = recorded.data as AstrologerEarningReversed;
      this.reversals.set(reversal.refundTransactionId, [...(this.reversals.get(reversal.refundTransactionId) ?? []), reversal]);
      const money = this.session(reversal.sessionId);
      money.earning -= reversal.amount;
      money.commission += reversal.amount;
      this.reversedTotal += reversal.amount;
    }
  }

  private session(sessionId: string): SessionMoney {
    const found = this.sessions.get(sessionId);
    if (found) return found;
    const money = { earning: 0, commission: 0 };
    this.sessions.set(sessionId, money);
    return money;
  }
}
