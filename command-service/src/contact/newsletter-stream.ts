import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_STREAM_PREFIX } from '@nakshatra/contracts';

/** A subscriber's id is the SHA-256 of the lower-cased address, so the address is not in stream names or URLs. */
export const subscriberId = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
export const newsletterStreamName = (id: string): string => `${NEWSLETTER_STREAM_PREFIX}${id}`;
export const isSubscriberId = (text: string): boolean => /^[0-9a-f]{64}$/.test(text);

/** A link's secret: 32 random bytes, base64url (43 characters). */
export const newLinkSecret = (): string => randomBytes(32).toString('base64url');

/** A newsletter link's token, `<subscriber id>.<secret>` (NEWSLETTER_LINK_TOKEN): which address, and the proof. */
export const splitLinkToken = (token: string): { readonly id: string; readonly secret: string } => {
  const [id, secret] = token.split('.') as [string, string];
  return { id, secret };
};
