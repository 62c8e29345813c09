import { calculateKundli, calculateLove, calculateMatchmaking, dailyTransit } from '@nakshatra/astrology';
import { isUuid, todayInIndia } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import { cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { SavedKundlisRepository } from './saved-kundlis.repository.js';

/** A day's transit never changes once computed. */
const TRANSIT_TTL_SECONDS = 24 * 60 * 60;
/**
 * Days either side of today (in India) whose transit is kept in the caches: the days the site shows
 * and links to. Any other day is computed for its request (a few milliseconds), so a script cycling
 * through the calendar's 73,000 days cannot push every other answer out of the query and edge caches.
 */
export const CACHED_TRANSIT_DAYS_AROUND_TODAY = 31;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysApart = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

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
      const today = todayInIndia(new Date());
      const date = call.query.date ?? today;
      const answer = async () => ({ data: dailyTransit(date) });
      if (daysApart(date, today) > CACHED_TRANSIT_DAYS_AROUND_TODAY) return answer();
      return (await cachedAnswer(cache, `astrology:transit:${date}`, [], answer, 'everyone', TRANSIT_TTL_SECONDS))!;
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
