import type { PaymentProviderName } from './wallet-events.js';
import type { TransactionStatus, TransactionType } from './wallet-schemas.js';

/**
 * What the wallet calls answer (the `data` of their envelopes). Field names follow the spec's
 * snake_case; amounts are paise, times ISO-8601 UTC.
 */
export interface TransactionView {
  /** The recharge id for recharges, the movement's id otherwise. */
  readonly id: string;
  readonly user_id: string;
  readonly type: TransactionType;
  /** Recharges: pending until verified, then success, or failed / cancelled; pending for over 30 minutes reads abandoned. Movements: success. */
  readonly status: TransactionStatus;
  /** The signed change to the balance (0 until a recharge is credited). */
  readonly amount: number;
  /** Recharges: the bonus credited (or offered, while pending). */
  readonly bonus: number;
  /** Recharges: GST charged and what the customer paid. */
  readonly gst: number;
  readonly total_paid: number;
  /** Null for recharges that never credited. */
  readonly balance_after: number | null;
  readonly reason: string;
  readonly source_kind: string;
  readonly source_id: string;
  readonly provider: PaymentProviderName | null;
  readonly provider_order_id: string | null;
  readonly provider_payment_id: string | null;
  readonly invoice_id: string | null;
  readonly invoice_number: string | null;
  /** Refunds: the debit they returned. */
  readonly refund_of: string | null;
  /** Debits: how much of them has been refunded so far. */
  readonly refunded_amount: number;
  readonly failure_detail: string | null;
  readonly actor_id: string;
  readonly actor_role: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface WalletView {
  readonly user_id: string;
  readonly balance: number;
  readonly currency: 'INR';
  /** Credited recharges so far (0 means the first-recharge offer applies). */
  readonly recharge_count: number;
  readonly last_transactions: readonly TransactionView[];
  readonly updated_at: string | null;
}

/** The answer of create_transaction: what the checkout needs. */
export interface RechargeStartedView {
  readonly recharge_id: string;
  readonly provider: PaymentProviderName;
  readonly provider_order_id: string;
  readonly amount: number;
  readonly bonus: number;
  readonly gst: number;
  readonly total: number;
  /** Test provider: our checkout page. Razorpay: the key id and order for Checkout.js. */
  readonly checkout: { readonly kind: 'test'; readonly url: string } | { readonly kind: 'razorpay'; readonly key_id: string; readonly order_id: string; readonly amount: number; readonly currency: 'INR' };
}

export interface RechargeQuoteView {
  readonly amount: number;
  readonly bonus: number;
  readonly gst_rate_bp: number;
  readonly gst: number;
  readonly total: number;
  readonly credit: number;
  /** The offers that gave the bonus. */
  readonly offers: readonly { readonly id: string; readonly title: string; readonly bonus_percent: number }[];
}

export interface InvoiceView {
  readonly id: string;
  readonly number: string;
  readonly financial_year: string;
  readonly issued_at: string;
  readonly user_id: string;
  readonly recharge_id: string;
  readonly supplier: { readonly name: string; readonly address: string; readonly state_code: string; readonly gstin: string | null };
  readonly customer: { readonly name: string; readonly phone: string };
  readonly description: string;
  readonly sac: string;
  readonly taxable: number;
  readonly gst_rate_bp: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly total: number;
  readonly bonus: number;
}

export interface TurnoverRow {
  /** `2026-11-23` by day, `2026-11` by month, in India. */
  readonly period: string;
  readonly recharge_count: number;
  /** Taxable value of credited recharges. */
  readonly recharges: number;
  readonly gst: number;
  readonly bonuses: number;
  readonly consultation_revenue: number;
  readonly order_revenue: number;
  readonly refunds: number;
  readonly adjustments: number;
}

export interface TurnoverView {
  readonly by: 'day' | 'month';
  readonly rows: readonly TurnoverRow[];
  readonly totals: Omit<TurnoverRow, 'period'>;
}

/** One event of a wallet's stream, for the admin's audit view. */
export interface WalletHistoryEntry {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly actor_id: string;
  readonly actor_role: string;
  readonly occurred_at: string;
}
