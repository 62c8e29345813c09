import { isUuid, type OrderHistoryQuery, type UserOrderListQuery } from '@nakshatra/contracts';
import { notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { OrderFilter, OrdersRepository } from './orders.repository.js';

/**
 * A user's orders (get_user_order/{userId}: the catalogue lets only that user or an admin through)
 * and the admin's get_order_history. Not cached, as the wallet's reads are not: an order's status
 * right after paying must be the real one. A read that sends the position create_order_history
 * answered waits for the orders projection to reach it.
 */
export function orderQueryRoutes(orders: OrdersRepository, awaitFresh: AwaitFresh): RouteHandlers {
  async function list(call: RouteCall, filter: OrderFilter, { page, limit }: { page: number; limit: number }) {
    await awaitFresh(['orders'], call.minPosition);
    const found = await orders.page(filter, page, limit);
    return { data: found.items, meta: found.meta };
  }

  return {
    get_user_order: (call) => {
      const id = call.params.id!;
      if (!isUuid(id)) throw notFound('User not found');
      const query = call.query as UserOrderListQuery;
      return list(call, { userId: id.toLowerCase(), kind: query.kind, status: query.status }, query);
    },
    get_order_history: (call) => {
      const query = call.query as OrderHistoryQuery;
      return list(call, { userId: query.user_id?.toLowerCase(), kind: query.kind, status: query.status, from: query.from, to: query.to }, query);
    },
  };
}
