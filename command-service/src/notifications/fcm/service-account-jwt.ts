import { createPrivateKey, sign, type KeyObject } from 'node:crypto';

/** The OAuth2 scope that lets an access token send FCM messages. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google's assertion lifetime limit is one hour. */
const ASSERTION_SECONDS = 3600;

export interface ServiceAccountAssertion {
  readonly clientEmail: string;
  readonly privateKey: KeyObject;
  /** The token endpoint: Google checks that the assertion names it as its audience. */
  readonly audience: string;
  readonly scope: string;
  readonly now: Date;
}

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

/**
 * A service account's signed JWT (RS256) to exchange for an access token (RFC 7523, Google's
 * "OAuth 2.0 for server to server applications"). Built with node:crypto rather than a Google
 * SDK: it is one signature, and no extra dependency touches the private key.
 */
export function serviceAccountJwt({ clientEmail, privateKey, audience, scope, now }: ServiceAccountAssertion): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(JSON.stringify({ iss: clientEmail, scope, aud: audience, iat, exp: iat + ASSERTION_SECONDS }));
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

/**
 * The PEM key from the environment. Deployments often keep the JSON key file's `\n` escapes in
 * one line, so those are turned back into newlines. The error never includes the key.
 */
export function parsePrivateKey(pem: string): KeyObject {
  try {
    const key = createPrivateKey(pem.replace(/\\n/g, '\n'));
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key;
  } catch {
    throw new Error('FCM_PRIVATE_KEY must be the PEM RSA private key of the service account (the private_key of its JSON key file)');
  }
}
