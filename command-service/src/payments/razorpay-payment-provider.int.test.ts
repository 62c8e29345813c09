import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentVerificationError } from './payment-provider.js';
import { RazorpayApiError } from './razorpay-api.js';
import { RazorpayPaymentProvider } from './razorpay-payment-provider.js';
import { startFakeRazorpay, type FakeRazorpay } from './testing/fake-razorpay.js';

const RECHARGE_ID = '0b9f8a4e-5c1d-4e7a-9f5b-2d3c4b5a6f70';

/** The adapter through the official SDK against the local fake of Razorpay's API. */
describe('Razorpay payment provider', () => {
  let fake: FakeRazorpay;
  let provider: RazorpayPaymentProvider;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    provider = new RazorpayPaymentProvider({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiBaseUrl: fake.url });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.beforeRequest = undefined;
  });

  const newOrder = () => provider.createOrder({ rechargeId: RECHARGE_ID, userId: 'user-1', amount: 11_800 });

  it('creates an INR order with our recharge as receipt and answers what Checkout.js needs', async () => {
    const order = await newOrder();
    expect(order.providerOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order.checkout).toEqual({ kind: 'razorpay', key_id: fake.keyId, order_id: order.providerOrderId, amount: 11_800, currency: 'INR' });
    expect(fake.orders.get(order.providerOrderId)).toMatchObject({ amount: 11_800, currency: 'INR', receipt: RECHARGE_ID, notes: { recharge_id: RECHARGE_ID, user_id: 'user-1' }, status: 'created' });
    expect(fake.requests).toEqual(['POST /v1/orders']);
  });

  it('reports refused credentials and refused amounts with Razorpay’s own reason', async () => {
    const wrongSecret = new RazorpayPaymentProvider({ keyId: fake.keyId, keySecret: 'not-the-key-secret', webhookSecret: fake.webhookSecret, apiBaseUrl: fake.url });
    const refused = wrongSecret.createOrder({ rechargeId: RECHARGE_ID, userId: 'user-1', amount: 11_800 });
    await expect(refused).rejects.toThrow(new RazorpayApiError('Razorpay refused to create an order (HTTP 401, BAD_REQUEST_ERROR: Authentication failed)', 401));
    await expect(refused).rejects.toMatchObject({ statusCode: 401 });
    await expect(provider.createOrder({ rechargeId: RECHARGE_ID, userId: 'user-1', amount: 99 })).rejects.toThrow('The amount must be atleast INR 1.00');
  });

  it('reports an API it cannot reach as RazorpayApiError, not as a verdict on the payment', async () => {
    const unreachable = new RazorpayPaymentProvider({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiBaseUrl: 'http://127.0.0.1:1' });
    await expect(unreachable.createOrder({ rechargeId: RECHARGE_ID, userId: 'user-1', amount: 11_800 })).rejects.toThrow(
      new RazorpayApiError('Razorpay could not be reached to create an order', null),
    );
  });

  it('verifies a signed checkout of a captured payment and returns the amount Razorpay captured', async () => {
    const { providerOrderId } = await newOrder();
    const { paymentId, signature } = fake.pay(providerOrderId, { capture: true });
    await expect(provider.verifyCheckout({ providerOrderId, providerPaymentId: paymentId, signature })).resolves.toEqual({ providerOrderId, providerPaymentId: paymentId, amount: 11_800 });
    expect(fake.requests.at(-1)).toBe(`GET /v1/payments/${paymentId}`);
  });

  it('captures a payment that an account capturing manually left authorized', async () => {
    const { providerOrderId } = await newOrder();
    const { paymentId, signature } = fake.pay(providerOrderId, { capture: false });
    await expect(provider.verifyCheckout({ providerOrderId, providerPaymentId: paymentId, signature })).resolves.toMatchObject({ amount: 11_800 });
    expect(fake.requests.slice(-2)).toEqual([`GET /v1/payments/${paymentId}`, `POST /v1/payments/${paymentId}/capture`]);
    expect(fake.payments.get(paymentId)).toMatchObject({ status: 'captured', captured: true });
  });

  it('accepts a payment that auto-capture took between our look and our capture', async () => {
    const { providerOrderId } = await newOrder();
    const { paymentId, signature } = fake.pay(providerOrderId, { capture: false });
    fake.beforeRequest = (request) => request.endsWith('/capture') && fake.autoCapture(paymentId);
    await expect(provider.verifyCheckout({ providerOrderId, providerPaymentId: paymentId, signature })).resolves.toMatchObject({ amount: 11_800 });
    expect(fake.requests.slice(-3)).toEqual([`GET /v1/payments/${paymentId}`, `POST /v1/payments/${paymentId}/capture`, `GET /v1/payments/${paymentId}`]);
  });

  it('refuses forged, wrong-length and other-order signatures without asking Razorpay', async () => {
    const { providerOrderId } = await newOrder();
    const other = await newOrder();
    const { paymentId, signature } = fake.pay(providerOrderId, { capture: true });
    fake.requests.length = 0;
    for (const callback of [
      { providerOrderId, providerPaymentId: paymentId, signature: signature.replace(/^./, (first) => (first === '0' ? '1' : '0')) },
      { providerOrderId, providerPaymentId: paymentId, signature: signature.slice(0, 40) },
      { providerOrderId: other.providerOrderId, providerPaymentId: paymentId, signature },
    ]) {
      await expect(provider.verifyCheckout(callback)).rejects.toThrow(new PaymentVerificationError('The Razorpay checkout signature does not match.'));
    }
    expect(fake.requests).toEqual([]);
  });

  it('refuses a correctly signed payment that was not captured', async () => {
    const { providerOrderId } = await newOrder();
    const { paymentId } = fake.decline(providerOrderId);
    const callback = { providerOrderId, providerPaymentId: paymentId, signature: fake.signCheckout(providerOrderId, paymentId) };
    await expect(provider.verifyCheckout(callback)).rejects.toThrow(new PaymentVerificationError(`Razorpay payment ${paymentId} is failed, not captured.`));
  });

  it('refuses a payment of another order even when the pair is correctly signed', async () => {
    const paidOrder = await newOrder();
    const unpaidOrder = await newOrder();
    const { paymentId } = fake.pay(paidOrder.providerOrderId, { capture: true });
    const callback = { providerOrderId: unpaidOrder.providerOrderId, providerPaymentId: paymentId, signature: fake.signCheckout(unpaidOrder.providerOrderId, paymentId) };
    await expect(provider.verifyCheckout(callback)).rejects.toThrow(new PaymentVerificationError(`Razorpay payment ${paymentId} belongs to another order.`));
  });

  it('reads the webhooks the fake signs about its payments', async () => {
    const { providerOrderId } = await newOrder();
    const { paymentId } = fake.pay(providerOrderId, { capture: true });
    const body = fake.webhookBody('order.paid', paymentId);
    expect(provider.parseWebhook(body, { 'x-razorpay-signature': fake.signWebhook(body) })).toEqual({ kind: 'captured', providerOrderId, providerPaymentId: paymentId, amount: 11_800 });
  });
});
