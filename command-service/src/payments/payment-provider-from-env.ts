import { hmacSha256Hex } from './hmac-signature.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayPaymentProvider } from './razorpay-payment-provider.js';
import { TestPaymentProvider } from './test-payment-provider.js';

type Env = Readonly<Record<string, string | undefined>>;

const RAZORPAY_REQUIRED = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** Empty counts as unset, as in the platform's env helpers. */
const valueOf = (env: Env, name: string): string | undefined => env[name] || undefined;

/**
 * PAYMENT_PROVIDER selects who takes the money: `test` (the default, our own checkout page, no
 * real money) or `razorpay` (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, and
 * RAZORPAY_API_URL only to point the SDK elsewhere). Production must take real money: with
 * NODE_ENV=production anything but `razorpay` stops the start. Errors name variables, never
 * their values, so no secret reaches a log.
 */
export function paymentProviderFromEnv(env: Env, sessionSecret: string): PaymentProvider {
  const production = valueOf(env, 'NODE_ENV') === 'production';
  const chosen = valueOf(env, 'PAYMENT_PROVIDER') ?? (production ? undefined : 'test');
  if (chosen === 'razorpay') return razorpayFromEnv(env, production);
  if (chosen !== undefined && chosen !== 'test') throw new Error(`PAYMENT_PROVIDER must be test or razorpay, got ${chosen}`);
  if (production) {
    throw new Error(
      `PAYMENT_PROVIDER must be razorpay when NODE_ENV=production (the test provider credits wallets without taking money); set it with ${RAZORPAY_REQUIRED.join(', ')}`,
    );
  }
  // Derived rather than random so that checkouts signed before a restart still verify after it.
  return new TestPaymentProvider(hmacSha256Hex(sessionSecret, 'test-payment-provider'));
}

function razorpayFromEnv(env: Env, production: boolean): RazorpayPaymentProvider {
  const [keyId, keySecret, webhookSecret] = RAZORPAY_REQUIRED.map((name) => valueOf(env, name));
  if (keyId === undefined || keySecret === undefined || webhookSecret === undefined) {
    const missing = RAZORPAY_REQUIRED.filter((name) => valueOf(env, name) === undefined);
    throw new Error(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')} to be set`);
  }
  // Test-mode keys take test cards, so in production they would credit wallets for no money;
  // a staging deployment that runs as production says so explicitly.
  if (production && keyId.startsWith('rzp_test_') && valueOf(env, 'RAZORPAY_ALLOW_TEST_KEYS') !== 'true') {
    throw new Error('RAZORPAY_KEY_ID is a test-mode key but NODE_ENV=production; use a live key, or set RAZORPAY_ALLOW_TEST_KEYS=true on a staging deployment');
  }
  const apiBaseUrl = valueOf(env, 'RAZORPAY_API_URL');
  if (apiBaseUrl !== undefined && !/^https?:\/\/[^/]/.test(apiBaseUrl)) throw new Error(`RAZORPAY_API_URL must be an http(s) URL, got ${apiBaseUrl}`);
  return new RazorpayPaymentProvider({ keyId, keySecret, webhookSecret, apiBaseUrl });
}
