import { calculateKundli, calculateLove, calculateMatchmaking, dailyTransit } from '@nakshatra/astrology';
import { isUuid, todayInIndia } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import { cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { SavedKundlisRepository } from './saved-kundlis.repository.js';

/** A day's transit never changes once computed. */
const TRANSIT_TTL_SECONDS = 24 * 60 * 60;

/**
 * The astrology tools (docs/astrology.md): pure computations of `@nakshatra/astrology` on the
 * validated body, and the caller's saved kundlis from their read model.
 */
export function astrologyQueryRoutes(savedKundlis: SavedKundlisRepository, cache: QueryCache, awaitFresh: AwaitFresh) {
  return routeHandlers({
    calculate_kundli: async (call) => ({ data: calculateKundli(call.body) }),
    calculate_matchmaking: async (call) => ({ data: calculateMatchmaking(call.body) }),
    calculate_love: async (call) => ({ data: calculateLove(call.body) }),
    get_daily_transit: async (call) => {
      const date = call.query.date ?? todayInIndia(new Date());
      return (await cachedAnswer(cache, `astrology:transit:${date}`, [], async () => ({ data: dailyTransit(date) }), 'everyone', TRANSIT_TTL_SECONDS))!;
    },
    get_my_kundlis: async (call) => {
      await awaitFresh(['saved_kundlis'], call.minPosition);
      const found = await savedKundlis.listOf(call.actor.id, call.query);
      return { data: found.items, meta: found.meta };
    },
    get_single_kundli: async (call) => {
      const id = call.params.id.toLowerCase();
      if (!isUuid(id)) throw refuse('kundli.not_found');
      await awaitFresh(['saved_kundlis'], call.minPosition);
      const saved = await savedKundlis.findOf(call.actor.id, id);
      if (!saved) throw refuse('kundli.not_found');
      return { data: saved };
    },
  });
}
