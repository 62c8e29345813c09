import { suggestTextSchema } from '@nakshatra/contracts';
import { routeHandlers, validate } from '@nakshatra/platform';
import { placeSearch } from './place-index.js';

/**
 * Birth-place search (docs/places.md). Not cached: the search is in memory and answers faster
 * than a cache round trip, and keystrokes would fill the cache with one-off texts.
 */
export function placesQueryRoutes() {
  return routeHandlers({
    get_suggest: async (call) => {
      const text = validate(suggestTextSchema, call.params.text, 'text');
      const search = await placeSearch(call.logger);
      return { data: await search.find(text, call.query.limit) };
    },
  });
}
