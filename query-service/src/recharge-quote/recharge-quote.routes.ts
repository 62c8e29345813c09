import { routeHandlers } from '@nakshatra/platform';
import type { ContentItemsRepository } from '../content/content-items.repository.js';
import { rechargeQuote } from './recharge-quote.js';

/**
 * Not cached: the answer depends on the caller's own recharges. Read-your-writes over the packs and
 * offers (content_items) and the caller's recharges (wallets): an admin's new offer, or a recharge
 * just credited, is in the next quote of whoever sends its position.
 */
export function rechargeQuoteRoutes(
  content: ContentItemsRepository,
  creditedRecharges: (userId: string) => Promise<number>,
  gstRateBp: number,
  awaitFresh: (projections: readonly string[], minPosition: string | undefined) => Promise<boolean>,
) {
  return routeHandlers({
    get_recharge_quote: async (call) => {
      await awaitFresh(['content_items', 'wallets'], call.minPosition);
      return { data: await rechargeQuote(content, call.query, (await creditedRecharges(call.actor.id)) === 0, gstRateBp, new Date()) };
    },
  });
}
