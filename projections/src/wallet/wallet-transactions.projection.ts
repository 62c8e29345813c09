import type { MoneySource, PaymentProviderName, RefundRuleCode, WalletEvent } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import { asWalletEvent, isWalletEvent, paise, walletOwnerOf } from './wallet-stream.js';

/**
 * A recharge or a movement as the transaction lists show it. Two things a TransactionView also
 * has are joined at read time rather than kept here, because they come from other rows than the
 * event's own: a debit's refunded_amount (the sum of the refunds that name it) and a recharge's
 * invoice (an InvoiceIssued of the invoice series).
 */
export interface WalletTransactionRow {
  readonly id: string;
  readonly user_id: string;
  readonly type: 'recharge' | 'debit' | 'adjustment' | 'refund';
  readonly status: 'pending' | 'success' | 'failed' | 'cancelled' | 'expired';
  /** The signed change to the balance: 0 until a recharge is credited. */
  readonly amount: number;
  readonly bonus: number;
  readonly gst: number;
  readonly total_paid: number;
  readonly balance_after: number | null;
  readonly reason: string;
  readonly source_kind: string;
  readonly source_id: string;
  readonly provider: PaymentProviderName | null;
  readonly provider_order_id: string | null;
  readonly provider_payment_id: string | null;
  readonly refund_of: string | null;
  /** The automatic refund rule that gave a refund (docs/refund-rules.md). */
  readonly refund_rule: RefundRuleCode | null;
  readonly failure_detail: string | null;
  readonly actor_id: string;
  readonly actor_role: string;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
  /** When the balance changed; null while a recharge is not credited. */
  readonly settled_at: Date | string | null;
}

export const RECHARGE_REASON = 'Wallet recharge';

/** A recharge's events share its rechargeId (WalletCredited's transactionId is the same id); a movement is its own transaction. */
function transactionIdOf(event: WalletEvent): string {
  switch (event.type) {
    case 'WalletRechargeStarted':
    case 'WalletRechargeFailed':
    case 'WalletRechargeExpired':
    case 'WalletCredited':
      return event.data.rechargeId;
    case 'WalletDebited':
    case 'WalletAdjusted':
    case 'WalletRefunded':
      return event.data.transactionId;
  }
}

interface Movement {
  readonly transactionId: string;
  readonly balanceAfter: number;
  readonly reason: string;
  readonly source: MoneySource;
}

function movementRow(recorded: RecordedEvent, type: 'debit' | 'adjustment' | 'refund', amount: number, data: Movement, refund: { of: string; rule: RefundRuleCode | null } | null = null): WalletTransactionRow {
  const at = recorded.metadata.occurredAt;
  return {
    id: data.transactionId,
    user_id: walletOwnerOf(recorded),
    type,
    status: 'success',
    amount,
    bonus: 0,
    gst: 0,
    total_paid: 0,
    balance_after: data.balanceAfter,
    reason: data.reason,
    source_kind: data.source.kind,
    source_id: data.source.id,
    provider: null,
    provider_order_id: null,
    provider_payment_id: null,
    refund_of: refund?.of ?? null,
    refund_rule: refund?.rule ?? null,
    failure_detail: null,
    actor_id: recorded.metadata.actor.id,
    actor_role: recorded.metadata.actor.role,
    created_at: at,
    updated_at: at,
    settled_at: at,
  };
}

/** One row per recharge (pending → success, failed, cancelled or expired; any of the last three → success on a late capture) and per debit, adjustment and refund. */
export const walletTransactionsProjection: DocumentProjection<WalletTransactionRow> = {
  name: 'wallet_transactions',
  table: 'wallet_transactions',
  handles: isWalletEvent,
  keyOf: (recorded) => transactionIdOf(asWalletEvent(recorded)),
  evolve(row, recorded: RecordedEvent) {
    const event = asWalletEvent(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'WalletRechargeStarted': {
        const { rechargeId, provider, providerOrderId, bonus, gst, total } = event.data;
        return {
          id: rechargeId,
          user_id: walletOwnerOf(recorded),
          type: 'recharge',
          status: 'pending',
          amount: 0,
          bonus,
          gst,
          total_paid: total,
          balance_after: null,
          reason: RECHARGE_REASON,
          source_kind: 'payment',
          source_id: providerOrderId,
          provider,
          provider_order_id: providerOrderId,
          provider_payment_id: null,
          refund_of: null,
          refund_rule: null,
          failure_detail: null,
          actor_id: recorded.metadata.actor.id,
          actor_role: recorded.metadata.actor.role,
          created_at: at,
          updated_at: at,
          settled_at: null,
        };
      }
      case 'WalletRechargeFailed':
        // A failure reported after the capture changes nothing: the customer paid and was credited.
        if (!row || row.status === 'success') return row;
        return { ...row, status: event.data.reason, failure_detail: event.data.detail, updated_at: at };
      case 'WalletRechargeExpired':
        // Expired only while still pending: a capture that beat the ticker keeps the recharge a success.
        if (!row || row.status !== 'pending') return row;
        return { ...row, status: 'expired', updated_at: at };
      case 'WalletCredited': {
        // The decider credits only recharges it started, so the row exists.
        if (!row) return row;
        const { amount, bonus, balanceAfter, providerPaymentId, source } = event.data;
        return {
          ...row,
          status: 'success',
          amount: amount + bonus,
          bonus,
          balance_after: balanceAfter,
          source_kind: source.kind,
          source_id: source.id,
          provider_payment_id: providerPaymentId,
          // A capture after a recorded failure: the failure no longer describes the recharge.
          failure_detail: null,
          updated_at: at,
          settled_at: at,
        };
      }
      case 'WalletDebited':
        return movementRow(recorded, 'debit', -event.data.amount, event.data);
      case 'WalletAdjusted':
        return movementRow(recorded, 'adjustment', event.data.amount, event.data);
      case 'WalletRefunded':
        return movementRow(recorded, 'refund', event.data.amount, event.data, { of: event.data.refundOf, rule: event.data.rule ?? null });
    }
  },
  fromStored: (stored) => ({
    ...(stored as unknown as WalletTransactionRow),
    amount: paise(stored.amount),
    bonus: paise(stored.bonus),
    gst: paise(stored.gst),
    total_paid: paise(stored.total_paid),
    balance_after: stored.balance_after === null ? null : paise(stored.balance_after),
  }),
};
