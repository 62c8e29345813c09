import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName, RechargeStartedView } from '@nakshatra/contracts';

/**
 * The payment-provider port: how a recharge is paid. Two adapters: the test provider (a checkout
 * page on our own origin, for development and tests) and Razorpay. Nothing here touches the
 * wallet: the recharge handlers credit only what an adapter has verified.
 */
export interface PaymentOrderRequest {
  /** Our recharge id: the provider's receipt, so its dashboard and our books can be matched. */
  readonly rechargeId: string;
  readonly userId: string;
  /** What the customer pays, paise. */
  readonly amount: number;
}

export interface PaymentOrder {
  readonly providerOrderId: string;
  readonly checkout: RechargeStartedView['checkout'];
}

/** What the provider's checkout handed the browser after a payment. */
export interface CheckoutCallback {
  readonly providerOrderId: string;
  readonly providerPaymentId: string;
  readonly signature: string;
}

export interface VerifiedCapture {
  readonly providerOrderId: string;
  readonly providerPaymentId: string;
  /** Paise the provider captured; null when the provider's signature alone vouches for the order's amount (test provider). */
  readonly amount: number | null;
}

export type WebhookOutcome =
  | ({ readonly kind: 'captured' } & VerifiedCapture)
  | { readonly kind: 'failed'; readonly providerOrderId: string; readonly providerPaymentId: string; readonly detail: string }
  /** A genuine webhook about something that moves no money here (e.g. payment.authorized). */
  | { readonly kind: 'ignored'; readonly event: string };

/** A signature did not match, or the provider does not confirm a capture: nothing may be credited. */
export class PaymentVerificationError extends Error {
  override readonly name = 'PaymentVerificationError';
}

/** The provider refused or did not answer a call: says nothing about any payment; callers answer 502 and the customer retries. */
export class PaymentProviderUnavailableError extends Error {
  override readonly name: string = 'PaymentProviderUnavailableError';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(request: PaymentOrderRequest): Promise<PaymentOrder>;
  /** The checkout of an order created before (a retried create_transaction answers with it again); `createOrder` returns the same. */
  checkoutFor(order: { readonly rechargeId: string; readonly providerOrderId: string; readonly amount: number }): PaymentOrder['checkout'];
  /** Checks the checkout signature, then that the payment is captured for the order; throws PaymentVerificationError if not. */
  verifyCheckout(callback: CheckoutCallback): Promise<VerifiedCapture>;
  /** Checks the webhook's signature over the raw body before reading it; throws PaymentVerificationError if it does not match. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookOutcome;
}
