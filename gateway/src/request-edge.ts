import type { IncomingHttpHeaders } from 'node:http';
import { headersAnnounceBody, maxBodyBytesOf, mediaTypeSuits, type RefusalCode, type RefusalParamValues, type RouteEntry } from '@nakshatra/contracts';

export interface EdgeRefusal {
  readonly code: RefusalCode;
  readonly params?: RefusalParamValues;
}

/**
 * What the gateway refuses before it forwards a byte (docs/request-edge.md), in this order:
 * a write sent by a page of another site (403), a body that is not what its call takes (415), a
 * body announced larger than its call's limit (413). `publicOrigin` is the site's own origin
 * (PUBLIC_ORIGIN); without it the origin is the one the browser addressed (its Host).
 */
export function edgeRefusal(entry: RouteEntry, headers: IncomingHttpHeaders, publicOrigin: string | undefined): EdgeRefusal | undefined {
  if (entry.method !== 'GET' && isCrossSite(headers, publicOrigin)) return { code: 'request.cross_site' };
  if (!mediaTypeSuits(entry, headers['content-type'], headersAnnounceBody(headers))) return { code: 'request.unsupported_media_type' };
  const limit = maxBodyBytesOf(entry);
  if (Number(headers['content-length']) > limit) return { code: 'request.too_large', params: { limit } };
  return undefined;
}

/**
 * Whether a browser says the request comes from a page of another origin. `Sec-Fetch-Site`, when
 * sent, must be `same-origin` (our own pages) or `none` (the person typed or bookmarked it):
 * `same-site` is refused too, as another port or subdomain of this host is not this site. `Origin`,
 * when sent, must be our origin; `null` (a sandboxed frame, a file) is not. A request with
 * neither comes from no browser page (a server, a script, the payment provider's webhook) and
 * carries no cookie a page could lend it.
 */
export function isCrossSite(headers: IncomingHttpHeaders, publicOrigin: string | undefined): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  const own = publicOrigin ?? addressedOrigin(origin, headers.host);
  return own === undefined || normalOrigin(origin) !== own;
}

/** `https://Example.com:443` → `https://example.com`; undefined when it is no origin. */
export function normalOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origin the browser addressed: the Origin's scheme with the Host it sent the request to. */
function addressedOrigin(origin: string, host: string | undefined): string | undefined {
  const scheme = normalOrigin(origin)?.split('//')[0];
  return scheme && host ? normalOrigin(`${scheme}//${host}`) : undefined;
}
