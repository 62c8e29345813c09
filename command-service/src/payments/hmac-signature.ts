import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256: the form Razorpay signs checkouts and webhooks in. */
export const hmacSha256Hex = (secret: string, message: string | Buffer): string => createHmac('sha256', secret).update(message).digest('hex');

/**
 * What Razorpay Checkout hands the browser as `razorpay_signature`: HMAC-SHA256 of
 * `<order id>|<payment id>` with the key secret. The test provider signs its checkouts the same way.
 */
export const checkoutSignature = (secret: string, providerOrderId: string, providerPaymentId: string): string =>
  hmacSha256Hex(secret, `${providerOrderId}|${providerPaymentId}`);

/**
 * Compares a signature we computed with one we were given in constant time, so the time taken
 * does not tell an attacker how many leading characters were right. timingSafeEqual throws on
 * buffers of different lengths, hence the byte-length check first (a wrong length says nothing
 * about the secret).
 */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
