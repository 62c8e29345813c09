import type { IncomingHttpHeaders } from 'node:http';

/**
 * The site's own origin (PUBLIC_ORIGIN, as the gateway reads it), which links in mail point at:
 * required in production, where a link built from what a request says could point anywhere.
 */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.PUBLIC_ORIGIN || undefined;
  if (raw === undefined) {
    if (env.NODE_ENV === 'production') throw new Error('PUBLIC_ORIGIN must be set in production: links in mail (the newsletter’s confirmation and unsubscribe links) point at it');
    return undefined;
  }
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_ORIGIN must be an http(s) origin, got ${raw}`);
  return url.origin;
}

/**
 * Where a request's mail links point: PUBLIC_ORIGIN; without it (development only) the origin the
 * browser sent the request from, which the gateway let through only as this site's own
 * (request-edge.ts); with neither, links are written relative to the site ('').
 */
export function linkOriginOf(publicOrigin: string | undefined, headers: IncomingHttpHeaders): string {
  if (publicOrigin) return publicOrigin;
  const sent = typeof headers.origin === 'string' ? headers.origin : undefined;
  if (!sent) return '';
  try {
    const url = new URL(sent);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}
