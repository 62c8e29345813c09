import type { BodyFormat, RouteEntry } from './route-entry.js';

/**
 * What a call's request body may be, read by the gateway (before it forwards anything) and by
 * the catalogue dispatcher (before it reads the body): one rule in one place (docs/request-edge.md).
 */

/** Largest JSON body; calls that take more say so in the catalogue (`maxBodyBytes`, uploads). */
export const JSON_BODY_MAX_BYTES = 1_000_000;

export const maxBodyBytesOf = (entry: RouteEntry): number => entry.maxBodyBytes ?? JSON_BODY_MAX_BYTES;

/** The body a write takes: its entry's `bodyFormat`, JSON by default. Reads (GET) take none. */
export const bodyFormatOf = (entry: RouteEntry): BodyFormat | undefined => (entry.method === 'GET' ? undefined : (entry.bodyFormat ?? 'json'));

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
export const isJsonMediaType = (contentType: string): boolean => contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';

/**
 * Whether a request's declared media type suits its call. A JSON write must say
 * `application/json`; one that sends no body may instead send no Content-Type at all (the SPA's
 * logout). What a page of another site can send without asking first — a form, `text/plain` — is
 * never read as JSON, so such a page cannot make a logged-in visitor's browser write.
 * Multipart and raw bodies are their handlers' to judge (an upload, the provider's webhook).
 */
export function mediaTypeSuits(entry: RouteEntry, contentType: string | undefined, sendsBody: boolean): boolean {
  if (bodyFormatOf(entry) !== 'json') return true;
  if (contentType === undefined || contentType === '') return !sendsBody;
  return isJsonMediaType(contentType);
}

/** Whether request headers announce a body: a length above 0 or a chunked one. */
export const headersAnnounceBody = (headers: { readonly 'content-length'?: string; readonly 'transfer-encoding'?: string }): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
