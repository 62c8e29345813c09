import type { IncomingHttpHeaders } from 'node:http';
import { hmacSha256Hex, signatureMatches } from './hmac-signature.js';
import { PaymentVerificationError, type WebhookOutcome } from './payment-provider.js';

/** The fields of a webhook's `payload.payment.entity` that decide what happened. */
interface WebhookPayment {
  readonly id: string;
  /** Null for a payment made without an order, which cannot be one of our recharges. */
  readonly orderId: string | null;
  /** Paise: every order we create is in INR, and a payment is in its order's currency. */
  readonly amount: number;
  readonly errorDescription: string | null;
}

/**
 * Reads a Razorpay webhook (`payment.captured`, `order.paid`, `payment.failed`; any other event is
 * ignored). Nothing of the body is read before its `X-Razorpay-Signature`, the hex HMAC-SHA256 of
 * the raw bytes with the webhook secret, matches: the bytes as received, since re-serialised JSON
 * would not hash the same.
 */
export function parseRazorpayWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, webhookSecret: string): WebhookOutcome {
  const signature = headers['x-razorpay-signature'];
  if (typeof signature !== 'string') throw new PaymentVerificationError('The webhook has no X-Razorpay-Signature header.');
  if (!signatureMatches(hmacSha256Hex(webhookSecret, rawBody), signature)) throw new PaymentVerificationError('The webhook signature does not match.');

  const body = parseJson(rawBody);
  const event = field(body, 'event');
  if (typeof event !== 'string') throw malformed('it names no event');
  if (event !== 'payment.captured' && event !== 'order.paid' && event !== 'payment.failed') return { kind: 'ignored', event };

  const payment = paymentOf(body);
  if (payment.orderId === null) return { kind: 'ignored', event };
  if (event === 'payment.failed') {
    return { kind: 'failed', providerOrderId: payment.orderId, providerPaymentId: payment.id, detail: payment.errorDescription ?? 'The payment failed.' };
  }
  return { kind: 'captured', providerOrderId: payment.orderId, providerPaymentId: payment.id, amount: payment.amount };
}

const malformed = (why: string): PaymentVerificationError => new PaymentVerificationError(`The webhook is signed but malformed: ${why}.`);

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw malformed('its body is not JSON');
  }
}

const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);

function paymentOf(body: unknown): WebhookPayment {
  const entity = field(field(field(body, 'payload'), 'payment'), 'entity');
  const id = field(entity, 'id');
  const orderId = field(entity, 'order_id') ?? null;
  const amount = field(entity, 'amount');
  const errorDescription = field(entity, 'error_description') ?? null;
  if (typeof id !== 'string' || id === '') throw malformed('payload.payment.entity.id is missing');
  if (orderId !== null && typeof orderId !== 'string') throw malformed('payload.payment.entity.order_id is not a string');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) throw malformed('payload.payment.entity.amount is not whole paise');
  if (errorDescription !== null && typeof errorDescription !== 'string') throw malformed('payload.payment.entity.error_description is not a string');
  return { id, orderId, amount, errorDescription };
}
