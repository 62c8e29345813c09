import { hmacSha256Hex, signatureMatches } from '../../payments/hmac-signature.js';
import { PhoneBridgeCallbackRefusedError } from './phone-bridge.js';

const CONSULTATION_PARAM = 'consultation';
const TOKEN_PARAM = 'token';

/**
 * Click-to-call providers such as Exotel sign nothing they post, so the callback URL carries the
 * proof instead: `?consultation=<id>&token=<HMAC-SHA256(secret, provider|id)>`. Only we and the
 * provider (who got the URL over TLS) know the token; one token opens the callbacks of one
 * consultation only, so a token that leaks into a proxy's log cannot speak for any other call.
 */
export const callbackToken = (secret: string, provider: string, consultationId: string): string => hmacSha256Hex(secret, `phone-bridge-callback|${provider}|${consultationId}`);

/** The URL the provider is told to post to: the caller's URL with the consultation and its token added. */
export function signCallbackUrl(callbackUrl: string, secret: string, provider: string, consultationId: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set(CONSULTATION_PARAM, consultationId);
  url.searchParams.set(TOKEN_PARAM, callbackToken(secret, provider, consultationId));
  return url.toString();
}

/**
 * The consultation a received callback URL speaks for, once its token matches (compared in
 * constant time). The URL is what the request line carried (`req.url`, a path and query).
 */
export function verifyCallbackUrl(receivedUrl: string, secret: string, provider: string): string {
  const query = new URL(receivedUrl, 'http://callback.invalid').searchParams;
  const consultationId = query.get(CONSULTATION_PARAM);
  const token = query.get(TOKEN_PARAM);
  if (!consultationId || !token) throw new PhoneBridgeCallbackRefusedError('forged', 'The status callback URL carries no consultation and token.');
  if (!signatureMatches(callbackToken(secret, provider, consultationId), token)) throw new PhoneBridgeCallbackRefusedError('forged', 'The status callback token does not match.');
  return consultationId;
}
