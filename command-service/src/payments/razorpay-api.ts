import Razorpay from 'razorpay';
import { PaymentProviderUnavailableError } from './payment-provider.js';

export interface RazorpayApiConfig {
  readonly keyId: string;
  readonly keySecret: string;
  /** Where the API is; unset: Razorpay's own (https://api.razorpay.com). Tests point it at the local fake. */
  readonly apiBaseUrl?: string | undefined;
  readonly timeoutMs?: number | undefined;
}

/** Razorpay refused a call (statusCode: its HTTP status) or could not be reached (statusCode: null). Not a verdict on a payment: the caller answers 502. */
export class RazorpayApiError extends PaymentProviderUnavailableError {
  override readonly name = 'RazorpayApiError';

  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

/** The part of the SDK's object that its type declarations leave out: the axios instance every call goes through. */
interface SdkHttpClient {
  readonly api?: { readonly rq?: { readonly defaults?: { baseURL?: string; timeout?: number } } };
}

/**
 * The official SDK, bounded in time and optionally pointed elsewhere.
 *
 * razorpay 2.9.8 has no option for either: its constructor passes the fixed host
 * `https://api.razorpay.com` to one axios instance (`client.api.rq`, created with that host as
 * `baseURL`), and axios waits forever by default. So we set that one instance's defaults, which
 * changes this client only and no global. The package is pinned to that exact version because of
 * it, and if an upgrade moves the field this fails at startup rather than calling the real API
 * from a test or hanging a request.
 */
export function createRazorpayClient({ keyId, keySecret, apiBaseUrl, timeoutMs = 10_000 }: RazorpayApiConfig): Razorpay {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const defaults = (client as unknown as SdkHttpClient).api?.rq?.defaults;
  if (!defaults) throw new Error('The razorpay SDK no longer keeps its HTTP client at api.rq: check createRazorpayClient against the installed version');
  defaults.timeout = timeoutMs;
  if (apiBaseUrl !== undefined) defaults.baseURL = apiBaseUrl;
  return client;
}

/** How the SDK rejects when Razorpay answered with an error. */
interface SdkErrorAnswer {
  readonly statusCode: number;
  readonly error?: { readonly code?: string; readonly description?: string };
}

const isSdkErrorAnswer = (error: unknown): error is SdkErrorAnswer =>
  typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';

/**
 * Runs one SDK call and turns its failures into RazorpayApiError with a readable message. The SDK
 * rejects with a plain object `{statusCode, error}` when Razorpay answers an error, and with a
 * TypeError from its own error handler when there is no answer at all (network error, timeout).
 * The original error is not kept as `cause`: an HTTP client's error carries its request config,
 * basic-auth key secret included, and a logger would print it.
 */
export async function callRazorpay<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isSdkErrorAnswer(error)) {
      const reason = [error.error?.code, error.error?.description].filter(Boolean).join(': ');
      throw new RazorpayApiError(`Razorpay refused to ${what} (HTTP ${error.statusCode}${reason ? `, ${reason}` : ''})`, error.statusCode);
    }
    throw new RazorpayApiError(`Razorpay could not be reached to ${what}`, null);
  }
}
