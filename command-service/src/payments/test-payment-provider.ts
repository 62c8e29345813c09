import { randomBytes } from 'node:crypto';
import { MIN_SECRET_LENGTH } from '@nakshatra/platform';
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

const ORDER_PREFIX = 'test_order_';
const PAYMENT_PREFIX = 'test_pay_';

export type TestCheckoutOutcome = 'succeed' | 'fail' | 'cancel';

/** What our test checkout page hands the browser: a signed callback like Razorpay's, or why nothing was paid. */
export type TestCheckoutResult =
  | ({ readonly outcome: 'succeed' } & CheckoutCallback)
  | { readonly outcome: 'fail' | 'cancel'; readonly detail: string };

const NOT_PAID_DETAIL = {
  fail: 'The test provider declined the payment.',
  cancel: 'You cancelled the payment.',
} as const;

/** 15 random bytes are exactly 20 url-safe base64 characters. */
const randomId = (prefix: string): string => prefix + randomBytes(15).toString('base64url');

/**
 * Pays recharges without real money, for development and tests: the checkout is a page on our own
 * origin whose buttons call `completeCheckout`. It keeps no state (orders and payments are only
 * signed ids), so a callback signed before a restart still verifies after it. It signs exactly
 * like Razorpay, so the recharge flow exercises the same verification as in production.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly secret: string) {
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The test payment provider's secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }

  async createOrder({ rechargeId, amount }: PaymentOrderRequest): Promise<PaymentOrder> {
    const providerOrderId = randomId(ORDER_PREFIX);
    return { providerOrderId, checkout: this.checkoutFor({ rechargeId, providerOrderId, amount }) };
  }

  checkoutFor({ rechargeId }: Parameters<PaymentProvider['checkoutFor']>[0]): PaymentOrder['checkout'] {
    return { kind: 'test', url: `/payments/test-checkout/${encodeURIComponent(rechargeId)}` };
  }

  /** What the test checkout page's buttons do: "pay" signs a callback, "decline" and "cancel" say why nothing was paid. */
  completeCheckout(providerOrderId: string, outcome: TestCheckoutOutcome): TestCheckoutResult {
    if (!providerOrderId.startsWith(ORDER_PREFIX)) throw new PaymentVerificationError(`${providerOrderId} is not a test provider order.`);
    if (outcome !== 'succeed') return { outcome, detail: NOT_PAID_DETAIL[outcome] };
    const providerPaymentId = randomId(PAYMENT_PREFIX);
    return { outcome, providerOrderId, providerPaymentId, signature: checkoutSignature(this.secret, providerOrderId, providerPaymentId) };
  }

  /** The signature alone proves the payment: only `completeCheckout` knows the secret. The order's own amount is what was paid. */
  async verifyCheckout({ providerOrderId, providerPaymentId, signature }: CheckoutCallback): Promise<VerifiedCapture> {
    if (!providerOrderId.startsWith(ORDER_PREFIX)) throw new PaymentVerificationError(`${providerOrderId} is not a test provider order.`);
    if (!signatureMatches(checkoutSignature(this.secret, providerOrderId, providerPaymentId), signature)) {
      throw new PaymentVerificationError('The test payment signature does not match.');
    }
    return { providerOrderId, providerPaymentId, amount: null };
  }

  parseWebhook(): WebhookOutcome {
    throw new PaymentVerificationError('The test provider sends no webhooks.');
  }
}
