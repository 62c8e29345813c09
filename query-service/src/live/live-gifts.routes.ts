import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { LiveGiftsRepository } from './live-gifts.repository.js';

const GIFTS = 'live_gifts';

/** Gift reads for admins (docs/live.md, "Gifts"): money, so never cached; they wait for X-Min-Position. */
export function liveGiftQueryRoutes(repository: LiveGiftsRepository, awaitFresh: AwaitFresh) {
  return routeHandlers({
    get_live_session_gifts: async (call) => {
      if (!isUuid(call.params.id)) throw refuse('live.not_found');
      await awaitFresh([GIFTS], call.minPosition);
      return { data: await repository.ofSession(call.params.id.toLowerCase()) };
    },
    get_live_gift_totals: async (call) => {
      await awaitFresh([GIFTS], call.minPosition);
      return { data: await repository.totals(call.query.session_ids.map((id) => id.toLowerCase())) };
    },
  });
}
