import { HttpError } from '@nakshatra/platform';
import { PaymentProviderUnavailableError } from '../payments/payment-provider.js';

/** A provider call whose outage answers 502 (the customer retries), never a 500. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) throw new HttpError(502, 'The payment provider could not be reached. Please try again in a moment.');
    throw error;
  }
}
