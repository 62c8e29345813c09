import { describe, expect, it } from 'vitest';
import { PaymentVerificationError } from './payment-provider.js';
import { RazorpayPaymentProvider } from './razorpay-payment-provider.js';
import { hexHmacSha256, razorpayOrderEntity, razorpayPaymentEntity, razorpayWebhookBody } from './testing/razorpay-fixtures.js';

const WEBHOOK_SECRET = 'webhook-secret-set-in-the-dashboard';
const provider = new RazorpayPaymentProvider({ keyId: 'rzp_test_FakeKeyId0001', keySecret: 'key-secret', webhookSecret: WEBHOOK_SECRET });
const order = razorpayOrderEntity({ amount: 11_800, receipt: 'recharge-1', notes: null });

const signed = (rawBody: Buffer) => ({ 'x-razorpay-signature': hexHmacSha256(WEBHOOK_SECRET, rawBody), 'content-type': 'application/json' });

describe('Razorpay webhooks', () => {
  it('reads payment.captured and order.paid as a capture of the payment entity’s amount', () => {
    const payment = razorpayPaymentEntity({ orderId: order.id, amount: 11_800, status: 'captured' });
    for (const body of [razorpayWebhookBody('payment.captured', { payment }), razorpayWebhookBody('order.paid', { payment, order })]) {
      expect(provider.parseWebhook(body, signed(body))).toEqual({ kind: 'captured', providerOrderId: order.id, providerPaymentId: payment.id, amount: 11_800 });
    }
  });

  it('reads payment.failed with the reason Razorpay gives', () => {
    const payment = razorpayPaymentEntity({ orderId: order.id, amount: 11_800, status: 'failed', errorDescription: 'Payment was declined by the bank.' });
    const body = razorpayWebhookBody('payment.failed', { payment });
    expect(provider.parseWebhook(body, signed(body))).toEqual({ kind: 'failed', providerOrderId: order.id, providerPaymentId: payment.id, detail: 'Payment was declined by the bank.' });
  });

  it('ignores genuine events that move no money here', () => {
    const payment = razorpayPaymentEntity({ orderId: order.id, amount: 11_800, status: 'authorized' });
    const body = razorpayWebhookBody('payment.authorized', { payment });
    expect(provider.parseWebhook(body, signed(body))).toEqual({ kind: 'ignored', event: 'payment.authorized' });
    const withoutOrder = Buffer.from(body.toString().replace(`"order_id":"${order.id}"`, '"order_id":null').replace('payment.authorized', 'payment.captured'));
    expect(provider.parseWebhook(withoutOrder, signed(withoutOrder))).toEqual({ kind: 'ignored', event: 'payment.captured' });
  });

  describe('refuses, before reading anything', () => {
    const payment = razorpayPaymentEntity({ orderId: order.id, amount: 11_800, status: 'captured' });
    const body = razorpayWebhookBody('payment.captured', { payment });

    it('a body without the signature header', () => {
      expect(() => provider.parseWebhook(body, { 'content-type': 'application/json' })).toThrow(new PaymentVerificationError('The webhook has no X-Razorpay-Signature header.'));
    });

    it('a forged signature, a wrong-length one, and one made with the key secret instead of the webhook secret', () => {
      for (const signature of [hexHmacSha256('a-guessed-secret', body), signed(body)['x-razorpay-signature'].slice(2), hexHmacSha256('key-secret', body)]) {
        expect(() => provider.parseWebhook(body, { 'x-razorpay-signature': signature })).toThrow(new PaymentVerificationError('The webhook signature does not match.'));
      }
    });

    it('a body changed by one byte after it was signed', () => {
      const tampered = Buffer.from(body);
      const amountAt = tampered.indexOf('"amount":11800') + '"amount":1'.length;
      tampered[amountAt] = '9'.charCodeAt(0);
      expect(tampered.toString()).toContain('"amount":19800');
      expect(() => provider.parseWebhook(tampered, signed(body))).toThrow(new PaymentVerificationError('The webhook signature does not match.'));
    });
  });

  it('refuses a correctly signed body that is not JSON or lacks the payment', () => {
    for (const text of ['{"event":"payment.captured",', '{"event":"payment.captured","payload":{}}', '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":"order_1","amount":"118.00"}}}}', '[]']) {
      const body = Buffer.from(text);
      expect(() => provider.parseWebhook(body, signed(body))).toThrow(PaymentVerificationError);
    }
  });
});
