import type { RouteHandlers } from '@nakshatra/platform';
import { cacheTags, getOrLoad, type QueryCache } from '../cache/query-cache.js';
import type { ContentItemsRepository } from '../content/content-items.repository.js';
import { assembleHomePage } from './home-page.js';

/** Today in India, where the product's calendar lives. */
const todayInIndia = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/**
 * GET /api/todos: the home page in one call. Cached like any list of content; the cache key
 * carries the date (horoscopes change at midnight) and the minute (banner and offer windows).
 */
export function homeQueryRoutes(repository: ContentItemsRepository, cache: QueryCache, awaitFresh: (projection: string, minPosition: string) => Promise<boolean>): RouteHandlers {
  return {
    todos: async (call) => {
      const now = new Date();
      const today = todayInIndia(now);
      if (call.minPosition !== undefined) {
        await awaitFresh('content_items', call.minPosition);
        return { data: await assembleHomePage(repository, now, today) };
      }
      const minute = now.toISOString().slice(0, 16);
      return { data: await getOrLoad(cache, `home:${minute}`, cacheTags.anyRow('content_items'), () => assembleHomePage(repository, now, today), 60) };
    },
  };
}
