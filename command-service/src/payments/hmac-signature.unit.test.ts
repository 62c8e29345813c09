import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, hmacSha256Hex, signatureMatches } from './hmac-signature.js';

/**
 * Fixed vectors: each expected signature is computed here with node:crypto from the documented
 * message format AND pinned as a constant computed once, so a change to the message format (the
 * `|`, the order of the ids) fails even if someone "fixes" both sides the same way.
 */
describe('HMAC signatures', () => {
  const keySecret = 'nakshatra-known-vector-key-secret';
  const orderId = 'order_IluGWxBm9U8zJ8';
  const paymentId = 'pay_IluGXwQk7TzBSh';
  const KNOWN_CHECKOUT_SIGNATURE = '57b46bcb278ace2a208051394db03ca8a26e510067691bceef9a072c70e8b245';

  it("signs a checkout as Razorpay does: HMAC-SHA256 of 'order_id|payment_id' with the key secret, lower-case hex", () => {
    const expected = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
    expect(checkoutSignature(keySecret, orderId, paymentId)).toBe(expected);
    expect(checkoutSignature(keySecret, orderId, paymentId)).toBe(KNOWN_CHECKOUT_SIGNATURE);
  });

  it('signs a webhook body byte for byte', () => {
    const body = Buffer.from('{"entity":"event","event":"payment.captured"}');
    const expected = createHmac('sha256', 'nakshatra-known-vector-webhook-secret').update(body).digest('hex');
    expect(hmacSha256Hex('nakshatra-known-vector-webhook-secret', body)).toBe(expected);
    expect(hmacSha256Hex('nakshatra-known-vector-webhook-secret', body)).toBe('644ece0480890dcdc3e8e479cd6e0d4bc4088af2a128196a55d2a742dc1d6e69');
  });

  it('accepts the right signature and refuses a forged one, a wrong-length one and one for another order', () => {
    const expected = checkoutSignature(keySecret, orderId, paymentId);
    expect(signatureMatches(expected, KNOWN_CHECKOUT_SIGNATURE)).toBe(true);
    expect(signatureMatches(expected, checkoutSignature('another-secret', orderId, paymentId))).toBe(false);
    expect(signatureMatches(expected, KNOWN_CHECKOUT_SIGNATURE.slice(0, -1))).toBe(false);
    expect(signatureMatches(expected, `${KNOWN_CHECKOUT_SIGNATURE}0`)).toBe(false);
    expect(signatureMatches(expected, '')).toBe(false);
    expect(signatureMatches(expected, checkoutSignature(keySecret, 'order_AnotherOrder01', paymentId))).toBe(false);
  });

  it('refuses, without throwing, a signature of the right length in characters but not in bytes', () => {
    const expected = checkoutSignature(keySecret, orderId, paymentId);
    expect(signatureMatches(expected, `é${KNOWN_CHECKOUT_SIGNATURE.slice(1)}`)).toBe(false);
  });
});
