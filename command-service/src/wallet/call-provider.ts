import { refuse } from '@nakshatra/platform';
import { PaymentProviderUnavailableError } from '../payments/payment-provider.js';

/** A provider call whose outage answers 502 (the customer retries), never a 500. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) throw refuse('wallet.provider_unavailable');
    throw error;
  }
}
