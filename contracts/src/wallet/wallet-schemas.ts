import { z } from 'zod';
import { MAX_RECHARGE_PAISE, MIN_RECHARGE_PAISE } from './recharge-limits.js';
import { REFUND_BEARERS } from './wallet-events.js';

export { MAX_RECHARGE_PAISE, MIN_RECHARGE_PAISE };
/** Largest admin adjustment or refund in one call: ₹10,00,000. */
const MAX_MOVEMENT_PAISE = 1_000_000_00;

const uuid = z.uuid();
const reason = z.string().trim().min(3).max(500);
const couponCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,20}$/, 'field.coupon_code');
/** A recharge's amount: whole paise from ₹1 to ₹40,000 (the field-issue codes say so in rupees). */
const rechargeAmount = z.number().int('field.whole_paise').min(MIN_RECHARGE_PAISE, 'field.recharge_too_small').max(MAX_RECHARGE_PAISE, 'field.recharge_too_large');

/** The header every money command takes: the same key answers with the first result and appends nothing new. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().trim().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'field.idempotency_key');

/**
 * create_transaction: a recharge of a pack, or of an amount the customer typed, with the offers
 * get_recharge_quote found for it (a typed coupon resolves to its offer there). The server checks
 * every offer again: published, not expired, a first-recharge offer only on the first recharge, one
 * coupon at most.
 */
export const createTransactionSchema = z
  .strictObject({
    pack_id: uuid.optional(),
    amount: rechargeAmount.optional(),
    offer_ids: z.array(uuid).max(5).default([]),
  })
  .refine((body) => (body.pack_id === undefined) !== (body.amount === undefined), { message: 'field.pack_or_amount', path: ['pack_id'] });
export type CreateTransaction = z.infer<typeof createTransactionSchema>;

/** get_recharge_quote: what a recharge would cost and credit, before paying. */
export const rechargeQuoteQuery = z
  .strictObject({
    pack_id: uuid.optional(),
    amount: z.coerce.number().pipe(rechargeAmount).optional(),
    coupon_code: couponCode.optional(),
  })
  .refine((query) => (query.pack_id === undefined) !== (query.amount === undefined), { message: 'field.pack_or_amount', path: ['pack_id'] });

/** verify_payment: what the provider's checkout handed the browser after a payment. */
export const verifyPaymentSchema = z.strictObject({
  recharge_id: uuid,
  provider_order_id: z.string().trim().min(1).max(100),
  provider_payment_id: z.string().trim().min(1).max(100),
  signature: z.string().trim().regex(/^[0-9a-f]{64}$/, 'field.payment_signature'),
});
export type VerifyPayment = z.infer<typeof verifyPaymentSchema>;

/** cancel_payment: the customer closed the checkout, or the provider reported a failure to the browser. */
export const cancelPaymentSchema = z.strictObject({
  recharge_id: uuid,
  reason: z.enum(['failed', 'cancelled']),
  detail: z.string().trim().max(500).optional(),
});

/** test_checkout_complete: the test provider's checkout page reports what the tester chose. */
export const testCheckoutSchema = z.strictObject({ recharge_id: uuid, outcome: z.enum(['succeed', 'fail', 'cancel']) });

/** update_wallet/{userId}: an admin adjustment, signed, never zero, always with a reason. */
export const walletAdjustmentSchema = z.strictObject({
  amount: z.number().int('field.whole_paise').min(-MAX_MOVEMENT_PAISE, 'field.amount_too_small').max(MAX_MOVEMENT_PAISE, 'field.amount_too_big').refine((amount) => amount !== 0, 'field.not_zero'),
  reason,
});

/**
 * update_transaction/{rechargeId}: an admin closes a recharge that is still pending after checking
 * with the provider that nothing was paid (money never changes this way; a later verified capture
 * still credits).
 */
export const updateTransactionSchema = z.strictObject({
  user_id: uuid,
  /** Only failed: a recharge is credited by a verified payment, never by hand. */
  status: z.literal('failed'),
  reason,
});

/** create_refund_transaction: an admin refunds (part of) a debit to the wallet. */
/**
 * create_refund_transaction. `borne_by`: a consultation's minute is refunded with the astrologer at
 * fault (their earning on it taken back) or the platform bearing it as goodwill; the server requires
 * it for a session's debit and refuses it for any other (docs/support.md, "Who bears a refund").
 */
export const refundSchema = z.strictObject({
  user_id: uuid,
  transaction_id: uuid,
  amount: z.number().int('field.whole_paise').min(1, 'field.amount_too_small').max(MAX_MOVEMENT_PAISE, 'field.amount_too_big'),
  reason,
  borne_by: z.enum(REFUND_BEARERS).optional(),
});

export const TRANSACTION_TYPES = ['recharge', 'debit', 'adjustment', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** Recharges: pending until paid, then success; failed or cancelled by the checkout; expired when not paid in time (a later capture still makes it success). */
export const TRANSACTION_STATUSES = ['pending', 'success', 'failed', 'cancelled', 'expired'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

const isoDate = z.iso.date();

/** Transaction lists: a user's own (get_single_transaction2, get_recharge) and the admin's (get_transactions). */
export const transactionListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  user_id: uuid.optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  /** Dates in India, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  min_amount: z.coerce.number().int().min(0).optional(),
  max_amount: z.coerce.number().int().min(0).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

export const turnoverQuery = z.strictObject({
  by: z.enum(['day', 'month']).default('day'),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** Refund lists (get_refund_transaction). */
export const refundListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  user_id: uuid.optional(),
});
