import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { CORRELATION_HEADER, MIN_POSITION_HEADER, SESSION_COOKIE, type RouteEntry } from '@nakshatra/contracts';
import { etagMatches, preferredCoding, readCookie } from '@nakshatra/platform';

/**
 * An answer the query service let be shared, as it goes on the wire: its headers as one flat
 * name, value, name, value… list, ready for `writeHead`. A hit writes it without a `setHeader`
 * per header, which for a 1 KB answer costs more than the body (bench/README.md, "reads").
 */
export interface StoredAnswer {
  readonly headers: readonly string[];
  /** The same for a 304: without the body's length and coding. */
  readonly notModifiedHeaders: readonly string[];
  readonly body: Buffer;
  readonly etag: string | undefined;
  readonly expiresAt: number;
}

/** A read the edge cache may answer: where it is stored, and the Accept-Encoding to ask upstream with. */
export interface EdgeCacheable {
  readonly key: string;
  readonly acceptEncoding: string;
}


/**
 * The gateway's micro-cache of public reads (docs/query-side.md, "The edge cache"). Reads of the
 * public site — blogs, horoscopes, the home page, astrologer profiles — are most of the traffic,
 * logged in or not, and the same for every caller but admins: an answer the query service marked
 * `public, max-age=N` (a query-cache answer for everyone) is kept here for those N seconds and sent
 * without the hop to the query service. Admins (whose view of the same URL may differ) and callers
 * waiting for their own write (X-Min-Position) always go through. Answers are kept per content
 * coding, so each caller gets the coding it accepts.
 */
export class EdgeCache {
  private readonly answers = new Map<string, StoredAnswer>();
  /** claimsAdmin by session cookie: a logged-in reader sends the same cookie with every read (decoding it was 2 % of a hit). */
  private readonly adminClaims = new Map<string, boolean>();

  /** `everyAnswer`: the headers the gateway puts on all its answers (the security headers), sent with each hit. */
  constructor(
    private readonly everyAnswer: readonly (readonly [string, string])[] = [],
    private readonly maxEntries = 2_000,
    private readonly now = () => Date.now(),
  ) {}

  /** Whether this request may be answered from the cache; undefined when it must go through. */
  cacheableOf(entry: RouteEntry, req: IncomingMessage): EdgeCacheable | undefined {
    // A download (a bill's PDF, a private image) is one person's: never shared, so never buffered to be kept.
    if (entry.side !== 'query' || req.method !== 'GET' || entry.response?.download) return undefined;
    if (req.headers[MIN_POSITION_HEADER] !== undefined || this.claimsAdmin(readCookie(req.headers.cookie, SESSION_COOKIE))) return undefined;
    const coding = preferredCoding(headerOf(req.headers, 'accept-encoding')) ?? 'identity';
    return { key: `${coding} ${req.url}`, acceptEncoding: coding };
  }

  private claimsAdmin(sessionCookie: string | undefined): boolean {
    if (sessionCookie === undefined) return false;
    // The caller writes the cookie: only one the size of a real session is remembered.
    if (sessionCookie.length > MAX_REMEMBERED_COOKIE_LENGTH) return claimsAdmin(sessionCookie);
    let claims = this.adminClaims.get(sessionCookie);
    if (claims === undefined) {
      if (this.adminClaims.size >= MAX_REMEMBERED_COOKIES) this.adminClaims.clear();
      claims = claimsAdmin(sessionCookie);
      this.adminClaims.set(sessionCookie, claims);
    }
    return claims;
  }

  /** The fresh answer kept under `key`, if any. */
  lookup(key: string): StoredAnswer | undefined {
    const stored = this.answers.get(key);
    if (!stored || stored.expiresAt > this.now()) return stored;
    this.answers.delete(key);
    return undefined;
  }

  /** Sends a kept answer, or 304 to a caller who holds it already, with this request's correlation id. */
  send(stored: StoredAnswer, req: IncomingMessage, res: ServerResponse, correlationId: string): void {
    if (stored.etag !== undefined && etagMatches(headerOf(req.headers, 'if-none-match'), stored.etag)) {
      res.writeHead(304, [...stored.notModifiedHeaders, CORRELATION_HEADER, correlationId]).end();
      return;
    }
    res.writeHead(200, [...stored.headers, CORRELATION_HEADER, correlationId]).end(stored.body);
  }

  /** Keeps an upstream answer for as long as its Cache-Control lets a shared cache keep it. */
  store(key: string, status: number, headers: IncomingHttpHeaders, body: Buffer): void {
    const seconds = status === 200 ? sharedMaxAgeOf(headerOf(headers, 'cache-control')) : undefined;
    if (!seconds) return;
    if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    const described = KEPT_HEADERS.flatMap((name) => {
      const value = headerOf(headers, name);
      return value === undefined ? [] : [[name, value] as const];
    });
    const common = [...this.everyAnswer, ...described, [CACHE_STATUS_HEADER, 'HIT'] as const];
    this.answers.set(key, {
      headers: [...common, ['content-length', String(body.length)] as const].flat(),
      notModifiedHeaders: common.filter(([name]) => name !== 'content-encoding').flat(),
      body,
      etag: headerOf(headers, 'etag'),
      expiresAt: this.now() + seconds * 1000,
    });
  }
}

/**
 * Whether a session cookie may be an admin's: anything but a cookie that says customer or astrologer.
 * Read, not verified: the gateway does not hold the session secret, and need not. An answer kept
 * here is one the query service gives every caller but admins, so a forged or ended session that
 * says customer gets what a visitor gets; anything else goes through to the query service, which
 * verifies it.
 */
export function claimsAdmin(sessionCookie: string | undefined): boolean {
  if (sessionCookie === undefined) return false;
  try {
    const payload: unknown = JSON.parse(Buffer.from(sessionCookie.split('.')[0]!, 'base64url').toString('utf8'));
    const role = typeof payload === 'object' && payload !== null && 'role' in payload ? payload.role : undefined;
    return role !== 'customer' && role !== 'astrologer';
  } catch {
    return true;
  }
}

/** Sessions whose role is remembered at once; past it, the memory starts over. */
const MAX_REMEMBERED_COOKIES = 10_000;
/** A session cookie the product signs is about 200 characters; 10,000 of these hold a few MB. */
const MAX_REMEMBERED_COOKIE_LENGTH = 512;

/** Says whether a cacheable read was answered from the edge cache (HIT) or went through (MISS), as CDNs do. */
export const CACHE_STATUS_HEADER = 'X-Cache';

/** The headers of a stored answer that describe it (the gateway sets its own per request). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'] as const;

/** `max-age` of a `public` Cache-Control, in seconds; undefined for anything a shared cache may not keep. */
export function sharedMaxAgeOf(cacheControl: string | undefined): number | undefined {
  if (!cacheControl) return undefined;
  const directives = cacheControl.toLowerCase().split(',').map((directive) => directive.trim());
  if (!directives.includes('public') || directives.some((directive) => directive === 'no-store' || directive === 'private' || directive === 'no-cache')) return undefined;
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = maxAge === undefined ? NaN : Number(maxAge.slice('max-age='.length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
