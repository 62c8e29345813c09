import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import { firstOfMonth, indiaDateOf, indiaDayEnd, indiaDayStart } from '../wallet/india-time.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { EarningsRepository } from './earnings.repository.js';

const SESSIONS = 'chat_sessions';
const USERS = 'users';
const GIFTS = 'live_gifts';
/** How many of the latest consultations the console lists. */
const RECENT_SESSIONS = 20;

/**
 * Earnings and an astrologer's customers (docs/reviews.md), from the chat_sessions read model, and
 * gifts received on air from live_gifts (docs/live.md).
 * Never cached: sessions change every billed minute, and the console shows money.
 */
export function earningsQueryRoutes(repository: EarningsRepository, awaitFresh: AwaitFresh, now: () => Date = () => new Date()) {
  return routeHandlers({
    get_astrologer_earnings: async (call) => {
      const { from, to, astrologer_id } = call.query;
      await awaitFresh([SESSIONS], call.minPosition);
      const range = { ...(from ? { from: indiaDayStart(from) } : {}), ...(to ? { to: indiaDayEnd(to) } : {}) };
      return { data: await repository.byAstrologer(range, astrologer_id) };
    },
    get_my_earnings: async (call) => {
      await awaitFresh([SESSIONS, GIFTS], call.minPosition);
      const astrologerId = await repository.astrologerOfUser(call.actor.id);
      if (!astrologerId) throw refuse('astrologer.not_applied');
      const today = indiaDateOf(now());
      const todayRange = { from: indiaDayStart(today) };
      const monthRange = { from: indiaDayStart(firstOfMonth(today)) };
      const [todayTotals, monthTotals, allTime, recent, todayGifts, monthGifts, allGifts, recentGifts] = await Promise.all([
        repository.totals(astrologerId, todayRange),
        repository.totals(astrologerId, monthRange),
        repository.totals(astrologerId),
        repository.recent(astrologerId, RECENT_SESSIONS),
        repository.giftTotals(astrologerId, todayRange),
        repository.giftTotals(astrologerId, monthRange),
        repository.giftTotals(astrologerId),
        repository.recentGifts(astrologerId, RECENT_SESSIONS),
      ]);
      return {
        data: {
          astrologer_id: astrologerId,
          today,
          totals: { today: todayTotals, this_month: monthTotals, all_time: allTime },
          recent,
          gifts: { today: todayGifts, this_month: monthGifts, all_time: allGifts },
          recent_gifts: recentGifts,
        },
      };
    },
    get_astro_user: async (call) => {
      const id = call.params.id;
      if (!isUuid(id)) throw refuse('astrologer.not_found');
      await awaitFresh([SESSIONS, USERS], call.minPosition);
      const { page, limit } = call.query;
      const found = await repository.customers(id.toLowerCase(), page, limit);
      return { data: found.items, meta: found.meta };
    },
  });
}
