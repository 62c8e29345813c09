import { defineRefusals, rupees } from '../refusals/refusal.js';

/** Refusals of the wallet calls: recharges, payments, movements, transactions and invoices (docs/refusals.md). */
export const walletRefusals = defineRefusals({
  'wallet.insufficient_balance': {
    status: 409,
    en: ({ balance, needed }: { balance: number; needed: number }) => `Insufficient balance: ${rupees(balance)} in the wallet, ${rupees(needed)} needed. Please recharge.`,
  },
  'wallet.not_found': { status: 404, en: () => 'Wallet not found' },
  'wallet.recharge_not_found': { status: 404, en: () => 'Recharge not found' },
  /** Cancelling or test-paying a recharge WalletRechargeExpired closed; a real capture still credits it. */
  'wallet.recharge_expired': { status: 409, en: () => 'This recharge has expired: it was not paid in time. Please start a new recharge.' },
  'wallet.recharge_paid': { status: 409, en: () => 'This recharge is already paid' },
  'wallet.payment_other_order': { status: 409, en: () => 'The payment belongs to another order' },
  'wallet.capture_mismatch': {
    status: 409,
    en: ({ captured, total }: { captured: number; total: number }) => `The provider captured ${rupees(captured)} but the recharge was for ${rupees(total)}; it needs an admin's review`,
  },
  'wallet.provider_unavailable': { status: 502, en: () => 'The payment provider could not be reached. Please try again in a moment.' },
  'wallet.provider_not_found': { status: 404, en: () => 'No such payment provider here' },
  /** A webhook whose signature or body does not check out; its caller is the provider, which logs the reason. */
  'wallet.webhook_refused': { status: 400, en: ({ reason }: { reason: string }) => `Webhook refused: ${reason}` },
  'wallet.test_checkout_off': { status: 404, en: () => 'The test payment provider is not in use here' },
  'wallet.refund_debit_not_found': { status: 404, en: () => 'No such payment from this wallet to refund' },
  'wallet.refund_too_much': {
    status: 409,
    en: ({ refundable, paid, refunded }: { refundable: number; paid: number; refunded: number }) =>
      `At most ${rupees(refundable)} of this payment can still be refunded (${rupees(paid)} paid, ${rupees(refunded)} refunded)`,
  },
  'wallet.transaction_not_found': { status: 404, en: () => 'Transaction not found' },
  'wallet.transaction_not_yours': { status: 403, en: () => 'You can only see your own transactions' },
  'wallet.invoice_not_found': { status: 404, en: () => 'Invoice not found' },
  'wallet.invoice_not_yours': { status: 403, en: () => 'You can only see your own invoices' },
});
