import { routeHandlers } from '@nakshatra/platform';
import type { ContentItemsRepository } from '../content/content-items.repository.js';
import { rechargeQuote } from './recharge-quote.js';

/** Not cached: the answer depends on the caller's own recharges. */
export function rechargeQuoteRoutes(content: ContentItemsRepository, creditedRecharges: (userId: string) => Promise<number>, gstRateBp: number) {
  return routeHandlers({
    get_recharge_quote: async (call) => ({
      data: await rechargeQuote(content, call.query, (await creditedRecharges(call.actor.id)) === 0, gstRateBp, new Date()),
    }),
  });
}
