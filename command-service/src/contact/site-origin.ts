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
