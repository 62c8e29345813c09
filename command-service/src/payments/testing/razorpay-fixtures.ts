import { createHmac, randomInt } from 'node:crypto';

/**
 * Razorpay's JSON as its API and webhooks send it (field names as in the SDK's
 * dist/types/orders.d.ts and payments.d.ts), for the fake API and for webhook tests. Signatures
 * are computed here with node:crypto directly, not with the code under test, so a mistake there
 * cannot hide by being made on both sides.
 */

export const hexHmacSha256 = (secret: string, message: string | Buffer): string => createHmac('sha256', secret).update(message).digest('hex');

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `order_` / `pay_` followed by 14 letters and digits, as Razorpay's ids are. */
export const razorpayId = (prefix: 'order' | 'pay'): string =>
  `${prefix}_${Array.from({ length: 14 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;

const unixNow = (): number => Math.floor(Date.now() / 1000);

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Razorpay answers `[]` for an order without notes. */
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'authorized' | 'captured' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'upi';
  amount_refunded: 0;
  refund_status: null;
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { rrn: string | null; upi_transaction_id: string | null };
  created_at: number;
}

export function razorpayOrderEntity({ amount, receipt, notes }: { amount: number; receipt: string | null; notes: Record<string, string> | null }): RazorpayOrderEntity {
  return {
    id: razorpayId('order'),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: 'INR',
    receipt,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: notes ?? [],
    created_at: unixNow(),
  };
}

/** A UPI payment of the whole order: captured, authorized only (an account that captures manually), or declined. */
export function razorpayPaymentEntity({
  orderId,
  amount,
  status,
  errorDescription = 'Payment failed',
}: {
  orderId: string;
  amount: number;
  status: RazorpayPaymentEntity['status'];
  errorDescription?: string;
}): RazorpayPaymentEntity {
  const failed = status === 'failed';
  const fee = failed ? null : Math.round(amount * 0.02);
  return {
    id: razorpayId('pay'),
    entity: 'payment',
    amount,
    currency: 'INR',
    status,
    order_id: orderId,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: status === 'captured',
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: failed ? 'failure@razorpay' : 'success@razorpay',
    email: 'void@razorpay.com',
    contact: '+919876543210',
    notes: [],
    fee,
    tax: fee === null ? null : Math.round((fee * 18) / 118),
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? errorDescription : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authentication' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: { rrn: failed ? null : String(randomInt(1e11, 1e12)), upi_transaction_id: null },
    created_at: unixNow(),
  };
}

/** A webhook's raw body: the event envelope Razorpay posts, with the payment (and the order for `order.paid`). */
export function razorpayWebhookBody(event: string, { payment, order }: { payment: RazorpayPaymentEntity; order?: RazorpayOrderEntity }): Buffer {
  const payload = order ? { payment: { entity: payment }, order: { entity: order } } : { payment: { entity: payment } };
  return Buffer.from(
    JSON.stringify({ entity: 'event', account_id: 'acc_FakeAccount0001', event, contains: Object.keys(payload), payload, created_at: unixNow() }),
  );
}
