import { createHash } from 'node:crypto';

/**
 * The thing a customer's Idempotency-Key stands for (an order, a gift sent): a UUID (version 8,
 * RFC 9562) made of a SHA-256 of the kind, the user and the key. The same key of the same user
 * always names the same stream, so a retry finds what its first request made, and two racing
 * retries meet at one stream, where the expected revision lets only one of them write first.
 */
export function keyedUuid(kind: string, userId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`${kind}:${userId}:${idempotencyKey}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
