import { SUGGEST_TEXT_MAX } from '@nakshatra/contracts';
import { badRequest, type RouteHandlers } from '@nakshatra/platform';
import { placeSearch } from './place-index.js';

/**
 * Birth-place search (docs/places.md). Not cached: the search is in memory and answers faster
 * than a cache round trip, and keystrokes would fill the cache with one-off texts.
 */
export function placesQueryRoutes(): RouteHandlers {
  return {
    get_suggest: async (call) => {
      const text = (call.params.text ?? '').trim();
      if (!text) throw badRequest([{ path: 'text', message: 'is required' }]);
      if (text.length > SUGGEST_TEXT_MAX) throw badRequest([{ path: 'text', message: `must be at most ${SUGGEST_TEXT_MAX} characters` }]);
      const { limit } = call.query as { limit: number };
      const search = await placeSearch(call.logger);
      return { data: search.find(text, limit) };
    },
  };
}
