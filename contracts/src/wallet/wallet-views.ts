import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import type { PaymentProviderName } from './wallet-events.js';
import { REFUND_RULE_CODES } from '../refunds/refund-rules.js';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './wallet-schemas.js';

/**
 * What the wallet calls answer (the `data` of their envelopes). Field names follow the spec's
 * snake_case; amounts are integer paise, times ISO-8601 UTC.
 */
const paise = z.number().int();
const paymentProvider = z.enum(['test', 'razorpay'] as const satisfies readonly PaymentProviderName[]);

export const transactionViewSchema = z.strictObject({
  /** The recharge id for recharges, the movement's id otherwise. */
  id: z.string(),
  user_id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Recharges: pending until verified, then success, or failed / cancelled / expired (WalletRechargeExpired). Movements: success. */
  status: z.enum(TRANSACTION_STATUSES),
  /** The signed change to the balance (0 until a recharge is credited). */
  amount: paise,
  /** Recharges: the bonus credited (or offered, while pending). */
  bonus: paise,
  /** Recharges: GST charged and what the customer paid. */
  gst: paise,
  total_paid: paise,
  /** Null for recharges that never credited. */
  balance_after: paise.nullable(),
  reason: z.string(),
  source_kind: z.string(),
  source_id: z.string(),
  provider: paymentProvider.nullable(),
  provider_order_id: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** Refunds: the debit they returned. */
  refund_of: z.string().nullable(),
  /** Debits: how much of them has been refunded so far. */
  refunded_amount: paise,
  /** Refunds given by an automatic refund rule: its code, which the history words in the reader's language (docs/refund-rules.md). */
  refund_rule: z.enum(REFUND_RULE_CODES).nullable(),
  failure_detail: z.string().nullable(),
  /**
   * Who made the movement: for admins, and for the owner when it was they. Null otherwise in a
   * user's own view: a user id derives from a phone number, so an astrologer's (who bills a chat's
   * first minute by accepting it) or an admin's would tell the customer that person's number.
   */
  actor_id: z.string().nullable(),
  actor_role: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type TransactionView = z.infer<typeof transactionViewSchema>;

export const walletViewSchema = z.strictObject({
  user_id: z.string(),
  balance: paise,
  currency: z.literal('INR'),
  /** Credited recharges so far (0 means the first-recharge offer applies). */
  recharge_count: z.number().int(),
  last_transactions: z.array(transactionViewSchema),
  updated_at: isoTime.nullable(),
});
export type WalletView = z.infer<typeof walletViewSchema>;

/** The answer of create_transaction: what the checkout needs. Test provider: our checkout page. Razorpay: the key id and order for Checkout.js. */
export const rechargeStartedViewSchema = z.strictObject({
  recharge_id: z.string(),
  provider: paymentProvider,
  provider_order_id: z.string(),
  amount: paise,
  bonus: paise,
  gst: paise,
  total: paise,
  checkout: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('test'), url: z.string() }),
    z.strictObject({ kind: z.literal('razorpay'), key_id: z.string(), order_id: z.string(), amount: paise, currency: z.literal('INR') }),
  ]),
});
export type RechargeStartedView = z.infer<typeof rechargeStartedViewSchema>;

export const rechargeQuoteViewSchema = z.strictObject({
  amount: paise,
  bonus: paise,
  gst_rate_bp: z.number().int(),
  gst: paise,
  total: paise,
  credit: paise,
  /** The offers that gave the bonus. */
  offers: z.array(z.strictObject({ id: z.string(), title: z.string(), bonus_percent: z.number().int() })),
});
export type RechargeQuoteView = z.infer<typeof rechargeQuoteViewSchema>;

/** verify_payment: the wallet is credited (once); the balance right after this credit and its invoice. */
export const verifiedPaymentViewSchema = z.strictObject({
  recharge_id: z.string(),
  status: z.literal('success'),
  balance: paise,
  invoice_id: z.string(),
  invoice_number: z.string(),
});
export type VerifiedPaymentView = z.infer<typeof verifiedPaymentViewSchema>;

/** cancel_payment and update_transaction: where the recharge stands afterwards (a paid one stays success). */
export const rechargeStatusViewSchema = z.strictObject({ recharge_id: z.string(), status: z.enum(TRANSACTION_STATUSES) });
export type RechargeStatusView = z.infer<typeof rechargeStatusViewSchema>;

/**
 * test_checkout_complete: what the test provider's checkout hands the browser, shaped like
 * verify_payment's body (a signed payment) or like cancel_payment's (why nothing was paid).
 */
export const testCheckoutResultViewSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('succeed'), recharge_id: z.string(), provider_order_id: z.string(), provider_payment_id: z.string(), signature: z.string() }),
  z.strictObject({ outcome: z.enum(['fail', 'cancel']), recharge_id: z.string(), detail: z.string() }),
]);
export type TestCheckoutResultView = z.infer<typeof testCheckoutResultViewSchema>;

/** payment_webhook: what was done with the provider's notification (credited, recorded failure, ignored …), for its logs. */
export const webhookOutcomeViewSchema = z.strictObject({ outcome: z.string() });

/** update_wallet and create_refund_transaction: the movement and the balance right after it. */
export const movementViewSchema = z.strictObject({ transaction_id: z.string(), balance: paise });
export type MovementView = z.infer<typeof movementViewSchema>;

const invoiceParty = z.strictObject({ name: z.string(), address: z.string(), state_code: z.string(), gstin: z.string().nullable() });

export const invoiceViewSchema = z.strictObject({
  id: z.string(),
  number: z.string(),
  financial_year: z.string(),
  issued_at: isoTime,
  user_id: z.string(),
  recharge_id: z.string(),
  supplier: invoiceParty,
  customer: z.strictObject({ name: z.string(), phone: z.string() }),
  description: z.string(),
  sac: z.string(),
  taxable: paise,
  gst_rate_bp: z.number().int(),
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
  bonus: paise,
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

const turnoverSums = {
  recharge_count: z.number().int(),
  /** Taxable value of credited recharges. */
  recharges: paise,
  gst: paise,
  bonuses: paise,
  consultation_revenue: paise,
  order_revenue: paise,
  refunds: paise,
  adjustments: paise,
};

export const turnoverRowSchema = z.strictObject({
  /** `2026-11-23` by day, `2026-11` by month, in India. */
  period: z.string(),
  ...turnoverSums,
});
export type TurnoverRow = z.infer<typeof turnoverRowSchema>;

export const turnoverViewSchema = z.strictObject({
  by: z.enum(['day', 'month']),
  rows: z.array(turnoverRowSchema),
  totals: z.strictObject(turnoverSums),
});
export type TurnoverView = z.infer<typeof turnoverViewSchema>;

/** One event of a wallet's stream, for the admin's audit view. */
export const walletHistoryEntrySchema = z.strictObject({
  revision: z.number().int(),
  type: z.string(),
  /** The event's own data, as recorded. */
  data: z.unknown(),
  actor_id: z.string(),
  actor_role: z.string(),
  occurred_at: isoTime,
});
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntrySchema>;
