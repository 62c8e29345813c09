import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentProviderFromEnv } from './payment-provider-from-env.js';
import { RazorpayPaymentProvider } from './razorpay-payment-provider.js';
import { TestPaymentProvider } from './test-payment-provider.js';

const SESSION_SECRET = 'session-secret-of-at-least-32-characters';
const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_live_Key0000000001', RAZORPAY_KEY_SECRET: 'key-secret-value', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value' };

describe('payment provider from the environment', () => {
  it('is the test provider by default, and with PAYMENT_PROVIDER=test, outside production', () => {
    expect(paymentProviderFromEnv({}, SESSION_SECRET)).toBeInstanceOf(TestPaymentProvider);
    expect(paymentProviderFromEnv({ PAYMENT_PROVIDER: '' }, SESSION_SECRET)).toBeInstanceOf(TestPaymentProvider);
    expect(paymentProviderFromEnv({ PAYMENT_PROVIDER: 'test', NODE_ENV: 'development' }, SESSION_SECRET)).toBeInstanceOf(TestPaymentProvider);
  });

  it('keys the test provider with HMAC(session secret, "test-payment-provider"), so its signatures survive a restart', async () => {
    const beforeRestart = paymentProviderFromEnv({}, SESSION_SECRET);
    if (!(beforeRestart instanceof TestPaymentProvider)) throw new Error('expected the test provider');
    const paid = beforeRestart.completeCheckout('test_order_AAAAAAAAAAAAAAAAAAAA', 'succeed');
    if (paid.outcome !== 'succeed') throw new Error('expected a payment');
    const derivedSecret = createHmac('sha256', SESSION_SECRET).update('test-payment-provider').digest('hex');
    expect(paid.signature).toBe(createHmac('sha256', derivedSecret).update(`${paid.providerOrderId}|${paid.providerPaymentId}`).digest('hex'));
    await expect(paymentProviderFromEnv({}, SESSION_SECRET).verifyCheckout(paid)).resolves.toMatchObject({ providerPaymentId: paid.providerPaymentId });
  });

  it('is Razorpay with PAYMENT_PROVIDER=razorpay and its three variables, in production or not', () => {
    expect(paymentProviderFromEnv({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY }, SESSION_SECRET)).toBeInstanceOf(RazorpayPaymentProvider);
    expect(paymentProviderFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:9' }, SESSION_SECRET).name).toBe('razorpay');
  });

  it('refuses a test-mode Razorpay key in production unless staging says so', () => {
    const testKeys = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY, RAZORPAY_KEY_ID: 'rzp_test_Key0000000001' };
    expect(() => paymentProviderFromEnv(testKeys, SESSION_SECRET)).toThrow('RAZORPAY_KEY_ID is a test-mode key but NODE_ENV=production');
    expect(paymentProviderFromEnv({ ...testKeys, RAZORPAY_ALLOW_TEST_KEYS: 'true' }, SESSION_SECRET).name).toBe('razorpay');
    expect(paymentProviderFromEnv({ ...testKeys, NODE_ENV: undefined }, SESSION_SECRET).name).toBe('razorpay');
  });

  it('requires Razorpay in production', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }]) {
      expect(() => paymentProviderFromEnv(env, SESSION_SECRET)).toThrow(
        'PAYMENT_PROVIDER must be razorpay when NODE_ENV=production (the test provider credits wallets without taking money); set it with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
      );
    }
  });

  it('names exactly the Razorpay variables that are missing, and never a value', () => {
    expect(() => paymentProviderFromEnv({ PAYMENT_PROVIDER: 'razorpay' }, SESSION_SECRET)).toThrow(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET to be set',
    );
    const onlySecretMissing = () => paymentProviderFromEnv({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: '' }, SESSION_SECRET);
    expect(onlySecretMissing).toThrow('PAYMENT_PROVIDER=razorpay needs RAZORPAY_WEBHOOK_SECRET to be set');
    expect(onlySecretMissing).not.toThrow(/key-secret-value/);
  });

  it('refuses an unknown provider and an API URL that is not http(s)', () => {
    expect(() => paymentProviderFromEnv({ PAYMENT_PROVIDER: 'paytm' }, SESSION_SECRET)).toThrow('PAYMENT_PROVIDER must be test or razorpay, got paytm');
    expect(() => paymentProviderFromEnv({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY, RAZORPAY_API_URL: 'api.razorpay.com' }, SESSION_SECRET)).toThrow(
      'RAZORPAY_API_URL must be an http(s) URL, got api.razorpay.com',
    );
  });
});
