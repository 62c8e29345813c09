import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentVerificationError, type CheckoutCallback } from './payment-provider.js';
import { TestPaymentProvider, type TestCheckoutResult } from './test-payment-provider.js';

const SECRET = 'test-provider-secret-of-at-least-32-chars';
const RECHARGE_ID = '0b9f8a4e-5c1d-4e7a-9f5b-2d3c4b5a6f70';

function paid(result: TestCheckoutResult): CheckoutCallback {
  if (result.outcome !== 'succeed') throw new Error(`expected a payment, got ${result.outcome}`);
  return result;
}

describe('test payment provider', () => {
  const provider = new TestPaymentProvider(SECRET);

  it('creates an order with a random test_order_ id and our own checkout page', async () => {
    const order = await provider.createOrder({ rechargeId: RECHARGE_ID, userId: 'user-1', amount: 11_800 });
    expect(order.providerOrderId).toMatch(/^test_order_[A-Za-z0-9_-]{20}$/);
    expect(order.checkout).toEqual({ kind: 'test', url: `/payments/test-checkout/${RECHARGE_ID}` });
    expect(provider.checkoutFor({ rechargeId: RECHARGE_ID, providerOrderId: order.providerOrderId, amount: 11_800 })).toEqual(order.checkout);
    expect((await provider.createOrder({ rechargeId: RECHARGE_ID, userId: 'user-1', amount: 11_800 })).providerOrderId).not.toBe(order.providerOrderId);
  });

  it('signs a successful checkout exactly like Razorpay, and verifies it with no amount of its own', async () => {
    const { providerOrderId } = await provider.createOrder({ rechargeId: RECHARGE_ID, userId: 'user-1', amount: 11_800 });
    const callback = paid(provider.completeCheckout(providerOrderId, 'succeed'));
    expect(callback.providerPaymentId).toMatch(/^test_pay_[A-Za-z0-9_-]{20}$/);
    expect(callback.signature).toBe(createHmac('sha256', SECRET).update(`${providerOrderId}|${callback.providerPaymentId}`).digest('hex'));
    await expect(provider.verifyCheckout(callback)).resolves.toEqual({ providerOrderId, providerPaymentId: callback.providerPaymentId, amount: null });
  });

  it('keeps no state: another instance with the same secret (after a restart) verifies the callback', async () => {
    const callback = paid(provider.completeCheckout('test_order_AAAAAAAAAAAAAAAAAAAA', 'succeed'));
    await expect(new TestPaymentProvider(SECRET).verifyCheckout(callback)).resolves.toMatchObject({ providerOrderId: 'test_order_AAAAAAAAAAAAAAAAAAAA' });
    await expect(new TestPaymentProvider(`${SECRET}-other`).verifyCheckout(callback)).rejects.toBeInstanceOf(PaymentVerificationError);
  });

  it('tells the browser why nothing was paid when the tester declines or cancels', () => {
    expect(provider.completeCheckout('test_order_AAAAAAAAAAAAAAAAAAAA', 'fail')).toEqual({ outcome: 'fail', detail: 'The test provider declined the payment.' });
    expect(provider.completeCheckout('test_order_AAAAAAAAAAAAAAAAAAAA', 'cancel')).toEqual({ outcome: 'cancel', detail: 'You cancelled the payment.' });
  });

  it('refuses a forged signature, a wrong-length one, one for another order, and an order that is not a test order', async () => {
    const callback = paid(provider.completeCheckout('test_order_AAAAAAAAAAAAAAAAAAAA', 'succeed'));
    const forged = createHmac('sha256', 'a-guessed-secret-of-at-least-32-characters').update(`${callback.providerOrderId}|${callback.providerPaymentId}`).digest('hex');
    for (const refused of [
      { ...callback, signature: forged },
      { ...callback, signature: callback.signature.slice(0, 63) },
      { ...callback, providerOrderId: 'test_order_BBBBBBBBBBBBBBBBBBBB' },
      { ...callback, providerPaymentId: 'test_pay_BBBBBBBBBBBBBBBBBBBB' },
    ]) {
      await expect(provider.verifyCheckout(refused)).rejects.toBeInstanceOf(PaymentVerificationError);
    }
    const razorpayOrder = { providerOrderId: 'order_IluGWxBm9U8zJ8', providerPaymentId: 'pay_x' };
    const signedAnyway = createHmac('sha256', SECRET).update(`${razorpayOrder.providerOrderId}|${razorpayOrder.providerPaymentId}`).digest('hex');
    await expect(provider.verifyCheckout({ ...razorpayOrder, signature: signedAnyway })).rejects.toThrow('is not a test provider order');
    expect(() => provider.completeCheckout('order_IluGWxBm9U8zJ8', 'succeed')).toThrow(PaymentVerificationError);
  });

  it('takes no webhooks', () => {
    expect(() => provider.parseWebhook()).toThrow(new PaymentVerificationError('The test provider sends no webhooks.'));
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => new TestPaymentProvider('short')).toThrow('at least 32 characters');
  });
});
