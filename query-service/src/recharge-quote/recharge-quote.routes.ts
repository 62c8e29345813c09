import type { RouteHandlers } from '@nakshatra/platform';
import type { ContentItemsRepository } from '../content/content-items.repository.js';
import { rechargeQuote, type RechargeQuoteRequest } from './recharge-quote.js';

/** Not cached: the answer depends on the caller's own recharges. */
export function rechargeQuoteRoutes(content: ContentItemsRepository, creditedRecharges: (userId: string) => Promise<number>, gstRateBp: number): RouteHandlers {
  return {
    get_recharge_quote: async (call) => ({
      data: await rechargeQuote(content, call.query as RechargeQuoteRequest, (await creditedRecharges(call.actor.id)) === 0, gstRateBp, new Date()),
    }),
  };
}
