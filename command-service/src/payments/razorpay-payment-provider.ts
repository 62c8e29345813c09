import type { IncomingHttpHeaders } from 'node:http';
import type Razorpay from 'razorpay';
import { checkoutSignature, signatureMatches } from './hmac-signature.js';
import {
  PaymentVerificationError,
  type CheckoutCallback,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentProvider,
  type VerifiedCapture,
  type WebhookOutcome,
} from './payment-provider.js';
import { callRazorpay, createRazorpayClient } from './razorpay-api.js';
import { parseRazorpayWebhook } from './razorpay-webhook.js';

export interface RazorpayConfig {
  /** RAZORPAY_KEY_ID: public, handed to Checkout.js in the browser. */
  readonly keyId: string;
  /** RAZORPAY_KEY_SECRET: the API password and the checkout signatures' key. Never logged. */
  readonly keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET: set on the webhook in Razorpay's dashboard; signs webhook bodies. Never logged. */
  readonly webhookSecret: string;
  /** RAZORPAY_API_URL: unset in production; tests point it at the local fake. */
  readonly apiBaseUrl?: string | undefined;
}

/** The fields of Razorpay's payment entity that decide whether it is money we keep. */
interface RazorpayPayment {
  readonly id: string;
  readonly order_id: string;
  readonly status: string;
  /** The SDK types it number | string; the API answers whole paise. */
  readonly amount: number | string;
}

type CheckoutOrder = Parameters<PaymentProvider['checkoutFor']>[0];

/**
 * Razorpay through its official SDK: an order per recharge, Checkout.js in the browser, and a
 * capture proven either by the checkout's signed callback (confirmed with Razorpay's API) or by a
 * signed webhook.
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  private readonly client: Razorpay;

  constructor(private readonly config: RazorpayConfig) {
    this.client = createRazorpayClient(config);
  }

  async createOrder({ rechargeId, userId, amount }: PaymentOrderRequest): Promise<PaymentOrder> {
    const order = await callRazorpay('create an order', () =>
      this.client.orders.create({ amount, currency: 'INR', receipt: rechargeId, notes: { recharge_id: rechargeId, user_id: userId } }),
    );
    return { providerOrderId: order.id, checkout: this.checkoutFor({ rechargeId, providerOrderId: order.id, amount }) };
  }

  /** What Checkout.js is opened with; the key id is public by design. */
  checkoutFor({ providerOrderId, amount }: CheckoutOrder): PaymentOrder['checkout'] {
    return { kind: 'razorpay', key_id: this.config.keyId, order_id: providerOrderId, amount, currency: 'INR' };
  }

  /**
   * The signature proves the browser's callback came from Razorpay's checkout for this order, but
   * not that money was taken: only a captured payment is money we keep. So Razorpay's API is asked
   * too, and the amount it captured is what is returned.
   */
  async verifyCheckout({ providerOrderId, providerPaymentId, signature }: CheckoutCallback): Promise<VerifiedCapture> {
    if (!signatureMatches(checkoutSignature(this.config.keySecret, providerOrderId, providerPaymentId), signature)) {
      throw new PaymentVerificationError('The Razorpay checkout signature does not match.');
    }
    const payment = await callRazorpay('fetch a payment', () => this.client.payments.fetch(providerPaymentId));
    if (payment.order_id !== providerOrderId) throw new PaymentVerificationError(`Razorpay payment ${providerPaymentId} belongs to another order.`);
    const captured = await this.captureIfAuthorized(payment);
    if (captured.status !== 'captured') throw new PaymentVerificationError(`Razorpay payment ${providerPaymentId} is ${captured.status}, not captured.`);
    // Anything but whole paise must not be credited.
    if (typeof captured.amount !== 'number' || !Number.isSafeInteger(captured.amount)) throw new PaymentVerificationError(`Razorpay payment ${providerPaymentId} has no whole-paise amount.`);
    return { providerOrderId, providerPaymentId, amount: captured.amount };
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookOutcome {
    return parseRazorpayWebhook(rawBody, headers, this.config.webhookSecret);
  }

  /**
   * Accounts normally capture automatically (Razorpay's default payment-capture setting), so the
   * payment is already captured here. An account set to capture manually leaves it `authorized`,
   * and Razorpay refunds an authorized payment nobody captures, so we capture it: the customer
   * asked for this recharge, and the amount is the order's own, which Razorpay fixed when we
   * created the order (we enable no partial payments). A payment the customer authorizes but never
   * returns from is not captured by us: it is refunded by Razorpay, and `payment.authorized`
   * webhooks are ignored.
   *
   * Auto-capture can win the race between our fetch and our capture; Razorpay then refuses the
   * capture, and a second look tells whether the payment is captured after all.
   */
  private async captureIfAuthorized(payment: RazorpayPayment): Promise<RazorpayPayment> {
    if (payment.status !== 'authorized') return payment;
    try {
      return await callRazorpay('capture a payment', () => this.client.payments.capture(payment.id, payment.amount, 'INR'));
    } catch (error) {
      const again = await callRazorpay('fetch a payment', () => this.client.payments.fetch(payment.id));
      if (again.status === 'captured') return again;
      throw error;
    }
  }
}
