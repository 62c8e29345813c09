import { RazorpayPaymentProvider } from '@nakshatra/command-service';
import { startFakeRazorpay, type FakeRazorpay } from '@nakshatra/command-service/testing';
import { walletStreamName } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/**
 * Recharges through the Razorpay adapter against a local fake of Razorpay's API: the browser's
 * signed callback and the signed webhook each credit the wallet, together exactly once; replayed
 * and forged webhooks change nothing.
 */
describe('wallet recharge (Razorpay)', () => {
  let db: TestDatabase;
  let razorpay: FakeRazorpay;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `rzp-key-${Date.now()}-${(keyCount += 1)}` });

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'wallet_razorpay');
    razorpay = await startFakeRazorpay();
    const payments = new RazorpayPaymentProvider({ keyId: razorpay.keyId, keySecret: razorpay.keySecret, webhookSecret: razorpay.webhookSecret, apiBaseUrl: razorpay.url });
    stack = await startInProcessStack(db.url, { payments });
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await razorpay?.close();
    await db?.drop();
  });

  const eventsOf = async (userId: string) => (await stack.store.readStream(walletStreamName(userId))).map((event) => event.type);

  async function startRecharge(cookie: string, amount: number) {
    const started = await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { amount } });
    expect(started.status).toBe(201);
    return started.body.data as { recharge_id: string; provider_order_id: string; total: number; checkout: Record<string, unknown> };
  }

  const postWebhook = (body: Buffer, signature: string | undefined) =>
    fetch(`${stack.url}/api/payments/webhook/razorpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }) },
      body,
    });

  it('opens a Razorpay order for the total and hands the browser what Checkout.js needs', async () => {
    const { cookie } = await api.logIn(api.newNumber());
    const recharge = await startRecharge(cookie, 10_000);
    expect(recharge).toMatchObject({ total: 11_800, checkout: { kind: 'razorpay', key_id: razorpay.keyId, order_id: recharge.provider_order_id, amount: 11_800, currency: 'INR' } });
    expect(razorpay.orders.get(recharge.provider_order_id)).toMatchObject({ amount: 11_800, currency: 'INR', receipt: recharge.recharge_id });
  });

  it('credits once when the callback and the webhook both arrive, and repeat', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const recharge = await startRecharge(cookie, 10_000);
    const { paymentId, signature } = razorpay.pay(recharge.provider_order_id, { capture: true });

    const webhook = razorpay.webhookBody('payment.captured', paymentId);
    expect((await postWebhook(webhook, razorpay.signWebhook(webhook))).status).toBe(200);
    const verified = await api.call('POST', '/api/verify_payment', {
      cookie,
      body: { recharge_id: recharge.recharge_id, provider_order_id: recharge.provider_order_id, provider_payment_id: paymentId, signature },
    });
    expect(verified.body.data).toMatchObject({ status: 'success', balance: 10_000 });
    // Razorpay retries webhooks it thinks were missed, and order.paid follows payment.captured.
    expect((await postWebhook(webhook, razorpay.signWebhook(webhook))).status).toBe(200);
    const orderPaid = razorpay.webhookBody('order.paid', paymentId);
    expect((await postWebhook(orderPaid, razorpay.signWebhook(orderPaid))).status).toBe(200);
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted', 'WalletCredited']);
  });

  it('credits from the webhook alone when the customer closed the browser', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const recharge = await startRecharge(cookie, 25_000);
    const { paymentId } = razorpay.pay(recharge.provider_order_id, { capture: true });
    const webhook = razorpay.webhookBody('payment.captured', paymentId);
    expect((await postWebhook(webhook, razorpay.signWebhook(webhook))).status).toBe(200);
    const credited = (await stack.store.readStream(walletStreamName(userId))).find((event) => event.type === 'WalletCredited');
    expect(credited?.data).toMatchObject({ amount: 25_000, balanceAfter: 25_000, verifiedBy: 'webhook', providerPaymentId: paymentId });
    expect(credited?.metadata.actor).toEqual({ id: 'payment-provider:razorpay', role: 'system' });
  });

  it('refuses forged, altered and unsigned webhooks, appending nothing', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const recharge = await startRecharge(cookie, 10_000);
    const { paymentId } = razorpay.pay(recharge.provider_order_id, { capture: true });
    const webhook = razorpay.webhookBody('payment.captured', paymentId);
    const altered = Buffer.from(webhook.toString().replace('"amount":11800', '"amount":11801'));
    expect((await postWebhook(webhook, 'a'.repeat(64))).status).toBe(400);
    expect((await postWebhook(altered, razorpay.signWebhook(webhook))).status).toBe(400);
    expect((await postWebhook(webhook, undefined)).status).toBe(400);
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted']);
  });

  it('records a failed payment from the webhook, and refuses a callback whose payment was never captured', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const recharge = await startRecharge(cookie, 10_000);
    const { paymentId } = razorpay.decline(recharge.provider_order_id);
    const failed = razorpay.webhookBody('payment.failed', paymentId);
    expect((await postWebhook(failed, razorpay.signWebhook(failed))).status).toBe(200);
    const forgedCallback = await api.call('POST', '/api/verify_payment', {
      cookie,
      body: { recharge_id: recharge.recharge_id, provider_order_id: recharge.provider_order_id, provider_payment_id: paymentId, signature: razorpay.signCheckout(recharge.provider_order_id, paymentId) },
    });
    expect(forgedCallback.status).toBe(400);
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted', 'WalletRechargeFailed']);
  });

  it('answers 404 for a webhook of a provider that is not in use', async () => {
    expect((await postWebhook(Buffer.from('{}'), 'x')).status).toBe(400);
    expect((await fetch(`${stack.url}/api/payments/webhook/test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });
});
