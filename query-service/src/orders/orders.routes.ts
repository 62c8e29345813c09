import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { OrderFilter, OrdersRepository } from './orders.repository.js';

/**
 * A user's orders (get_user_order/{userId}: the catalogue lets only that user or an admin through)
 * and the admin's get_order_history, which names each customer (account name and phone). Not cached, as the wallet's reads are not: an order's status
 * right after paying must be the real one. A read that sends the position create_order_history
 * answered waits for the orders projection to reach it.
 */
export function orderQueryRoutes(orders: OrdersRepository, awaitFresh: AwaitFresh) {
  async function list(filter: OrderFilter, { page, limit }: { page: number; limit: number }, minPosition: string | undefined, withCustomer = false) {
    await awaitFresh(['orders'], minPosition);
    const found = await orders.page(filter, page, limit, { withCustomer });
    return { data: found.items, meta: found.meta };
  }

  return routeHandlers({
    get_user_order: (call) => {
      const id = call.params.id;
      if (!isUuid(id)) throw refuse('user.not_found');
      const { kind, status } = call.query;
      return list({ userId: id.toLowerCase(), kind, status }, call.query, call.minPosition);
    },
    get_order_history: (call) => {
      const { user_id, kind, status, from, to } = call.query;
      return list({ userId: user_id?.toLowerCase(), kind, status, from, to }, call.query, call.minPosition, true);
    },
  });
}
