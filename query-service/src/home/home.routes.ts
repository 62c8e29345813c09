import { todayInIndia } from '@nakshatra/contracts';
import { routeHandlers } from '@nakshatra/platform';
import { cacheTags, cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { AstrologersRepository } from '../astrologers/astrologers.repository.js';
import type { ContentItemsRepository } from '../content/content-items.repository.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import { assembleHomePage } from './home-page.js';

/** The read models behind the home page: a change to any of their rows drops the cached page. */
const READ_MODELS = ['content_items', 'astrologers'];

/**
 * GET /api/todos: the home page in one call. Cached like any list of content; the cache key
 * carries the date (horoscopes change at midnight) and the minute (banner and offer windows).
 */
export function homeQueryRoutes(content: ContentItemsRepository, astrologers: AstrologersRepository, cache: QueryCache, awaitFresh: AwaitFresh) {
  return routeHandlers({
    todos: async (call) => {
      const now = new Date();
      const today = todayInIndia(now);
      const assemble = async () => ({ data: await assembleHomePage({ content, astrologers }, now, today) });
      if (call.minPosition !== undefined) {
        await awaitFresh(READ_MODELS, call.minPosition);
        return assemble();
      }
      const minute = now.toISOString().slice(0, 16);
      return (await cachedAnswer(cache, `home:${minute}`, READ_MODELS.flatMap(cacheTags.anyRow), assemble, 'everyone', 60))!;
    },
  });
}
