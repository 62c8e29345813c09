import type { ServerResponse } from 'node:http';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Razorpay's Checkout.js, loaded only when a recharge is paid through Razorpay (docs/wallet.md).
  "script-src 'self' https://checkout.razorpay.com",
  // blob: the screenshot picker previews the file chosen, before its private address answers (docs/uploads.md).
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  // react-toastify and React style props set inline styles.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' https://lumberjack.razorpay.com",
  // Video pages embed the privacy-enhanced YouTube player and Vimeo's; Razorpay's checkout is a frame
  // of api.razorpay.com. Nothing else may be framed.
  "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://api.razorpay.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** The headers of every page and file of the gateway (but the API's and the build's scripts and styles, below), as name–value pairs. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
];

/**
 * The headers of an API answer (`/api/…`, `/upload`): data, never a page, so OWASP's for REST
 * answers — nothing may load from it, nothing may frame it, no sniffing — in about 100 bytes
 * instead of the pages' 530 (a referrer policy governs a page's links and loads; JSON has none).
 * A 1 KB answer carried more policy than data, on every call the SPA makes.
 */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];

/**
 * The headers of the build's scripts and style sheets (`/assets/*.js`, `*.css`): a script or a
 * style sheet is ruled by its document's policy (and no worker is started from /assets), so the
 * policy and the framing rule, ~550 bytes, would go with each of a first visit's dozen and more
 * files for nothing. Anything else there (an SVG could be opened as a document) keeps them.
 */
export const SUBRESOURCE_SECURITY_HEADERS: readonly (readonly [string, string])[] = SECURITY_HEADERS.filter(([name]) => name !== 'Content-Security-Policy' && name !== 'X-Frame-Options');

const API_PATH = /^\/(api|upload)(\/|\?|$)/;
const SUBRESOURCE_PATH = /^\/assets\/[^?#]*\.(js|css)([?#]|$)/;

/** The one place that decides which security headers an answer of the gateway carries, by its request's URL. */
export function securityHeadersFor(url: string | undefined): readonly (readonly [string, string])[] {
  if (url !== undefined && API_PATH.test(url)) return API_SECURITY_HEADERS;
  if (url !== undefined && SUBRESOURCE_PATH.test(url)) return SUBRESOURCE_SECURITY_HEADERS;
  return SECURITY_HEADERS;
}

export function setSecurityHeaders(res: ServerResponse, headers: readonly (readonly [string, string])[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
