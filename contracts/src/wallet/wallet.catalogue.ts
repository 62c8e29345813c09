import { z } from 'zod';
import { one, paged } from '../routes/response-schemas.js';
import { get, getOne, post, put, route } from '../routes/route-builders.js';
import {
  cancelPaymentSchema,
  createTransactionSchema,
  rechargeQuoteQuery,
  refundListQuery,
  refundSchema,
  testCheckoutSchema,
  transactionListQuery,
  turnoverQuery,
  updateTransactionSchema,
  verifyPaymentSchema,
  walletAdjustmentSchema,
} from './wallet-schemas.js';
import {
  invoiceViewSchema,
  movementViewSchema,
  rechargeQuoteViewSchema,
  rechargeStartedViewSchema,
  rechargeStatusViewSchema,
  testCheckoutResultViewSchema,
  transactionViewSchema,
  turnoverViewSchema,
  verifiedPaymentViewSchema,
  walletHistoryEntrySchema,
  walletViewSchema,
  webhookOutcomeViewSchema,
} from './wallet-views.js';

/** Transaction lists answer a page, or every match as one CSV with `format=csv`. */
const transactionPages = { ...paged(transactionViewSchema), download: true } as const;
/** What a verified capture can meet, by the browser's callback or the provider's webhook. */
const captureRefusals = ['wallet.recharge_not_found', 'wallet.payment_other_order', 'wallet.capture_mismatch'] as const;

/** Money (docs/wallet.md): wallets, recharges, transactions, refunds, invoices. Money commands take an Idempotency-Key header. */
export const walletCatalogue = [
  getOne('wallet', 'get_single_wallet', 'owner', 'A wallet by user id: balance and last transactions', { response: one(walletViewSchema), refusals: ['wallet.not_found'] }),
  put('wallet', 'update_wallet', 'admin', 'Admin adjustment of a wallet by user id: a signed amount in paise and a reason', {
    body: walletAdjustmentSchema,
    response: one(movementViewSchema),
    refusals: ['wallet.not_found', 'wallet.insufficient_balance', 'idempotency.key_reused', 'user.erased'],
  }),
  getOne('wallet', 'get_wallet_history', 'admin', "Every event of a user's wallet, with actor and reason", { response: one(z.array(walletHistoryEntrySchema)), refusals: ['wallet.not_found'] }),
  get('transaction', 'get_recharge_quote', 'customer', 'What a recharge would cost (GST) and credit (bonuses), before paying', { query: rechargeQuoteQuery, response: one(rechargeQuoteViewSchema) }),
  post('transaction', 'create_transaction', 'customer', 'Start a wallet recharge through the payment provider', {
    body: createTransactionSchema,
    response: one(rechargeStartedViewSchema),
    refusals: ['idempotency.key_reused', 'wallet.provider_unavailable'],
  }),
  post('transaction', 'verify_payment', 'customer', "Verify the provider checkout's signed callback and credit the wallet (once)", {
    body: verifyPaymentSchema,
    response: one(verifiedPaymentViewSchema),
    refusals: [...captureRefusals, 'wallet.provider_unavailable'],
  }),
  post('transaction', 'cancel_payment', 'customer', 'Record that a checkout was cancelled or failed', {
    body: cancelPaymentSchema,
    response: one(rechargeStatusViewSchema),
    refusals: ['wallet.recharge_not_found', 'wallet.recharge_expired'],
  }),
  route('transaction', 'payment_webhook', 'POST', '/api/payments/webhook/{provider}', 'command', 'public', "The provider's signed webhook (Razorpay: X-Razorpay-Signature over the raw body)", {
    // Whatever the provider sends (Razorpay: application/json), read raw: its signature is over those very bytes.
    bodyFormat: 'raw',
    response: one(webhookOutcomeViewSchema),
    refusals: ['wallet.provider_not_found', 'wallet.webhook_refused', ...captureRefusals],
  }),
  route('transaction', 'test_checkout_complete', 'POST', '/api/payments/test/complete', 'command', 'customer', 'Test payment provider only: the outcome the tester chose on the test checkout page', {
    body: testCheckoutSchema,
    response: one(testCheckoutResultViewSchema),
    refusals: ['wallet.test_checkout_off', 'wallet.recharge_not_found', 'wallet.recharge_paid', 'wallet.recharge_expired'],
  }),
  put('transaction', 'update_transaction', 'admin', 'Close a still-pending recharge as failed, with a reason (never changes money)', {
    body: updateTransactionSchema,
    response: one(rechargeStatusViewSchema),
    refusals: ['wallet.recharge_not_found', 'wallet.recharge_expired'],
  }),
  get('transaction', 'get_transactions', 'admin', 'All transactions, filtered (user, type, status, dates, amount), paged or as CSV', { query: transactionListQuery, response: transactionPages }),
  getOne('transaction', 'get_single_transaction', 'customer', 'One transaction (its owner or an admin)', {
    response: one(transactionViewSchema),
    refusals: ['wallet.transaction_not_found', 'wallet.transaction_not_yours'],
  }),
  getOne('transaction', 'get_single_transaction2', 'owner', "A user's transactions by user id (filtered, paged)", { query: transactionListQuery, response: transactionPages, refusals: ['user.not_found'] }),
  getOne('transaction', 'get_recharge', 'owner', "A user's recharges by user id (paged)", { query: transactionListQuery, response: transactionPages, refusals: ['user.not_found'] }),
  get('transaction', 'get_total_turnover', 'admin', 'Turnover by day or month: recharges, GST, bonuses, consultation and order revenue, refunds', { query: turnoverQuery, response: one(turnoverViewSchema) }),
  get('refund_transaction', 'get_refund_transaction', 'admin', 'Refunds (paged)', { query: refundListQuery, response: paged(transactionViewSchema) }),
  post('refund_transaction', 'create_refund_transaction', 'admin', 'Refund (part of) a debit to the wallet, with a reason', {
    body: refundSchema,
    response: one(movementViewSchema),
    refusals: ['wallet.refund_debit_not_found', 'wallet.refund_too_much', 'idempotency.key_reused', 'user.erased'],
  }),
  getOne('invoice', 'get_single_invoice', 'customer', 'One GST invoice (its customer or an admin)', {
    response: one(invoiceViewSchema),
    refusals: ['wallet.invoice_not_found', 'wallet.invoice_not_yours'],
  }),
] as const;
