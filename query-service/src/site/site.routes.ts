import { routeHandlers } from '@nakshatra/platform';
import { cacheTags, cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { SitemapRepository } from './sitemap.repository.js';

/** The read models behind the sitemap: a change to any of their rows drops the cached one. */
const READ_MODELS = ['content_items', 'astrologers'];

/**
 * GET /api/get_sitemap: the public pages for /sitemap.xml (the gateway writes the XML with the
 * site's origin). Cached like a list; crawlers read it rarely, and writes invalidate it.
 */
export function siteQueryRoutes(repository: SitemapRepository, cache: QueryCache) {
  return routeHandlers({
    get_sitemap: async () => (await cachedAnswer(cache, 'sitemap', READ_MODELS.flatMap(cacheTags.anyRow), async () => ({ data: { pages: await repository.pages() } }), 'everyone'))!,
  });
}
