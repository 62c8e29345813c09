import { one, paged } from '../routes/response-schemas.js';
import { get, getOne, post } from '../routes/route-builders.js';
import { createOrderSchema, orderHistoryQuery, userOrderListQuery } from './order-schemas.js';
import { orderViewSchema, paidOrderViewSchema } from './order-views.js';

/** Astro Mall orders and pooja bookings paid from the wallet (docs/orders.md). */
export const ordersCatalogue = [
  post('order_history', 'create_order_history', 'customer', 'Place an Astro Mall order or book a pooja, paid from the wallet at the server’s prices', {
    body: createOrderSchema,
    response: one(paidOrderViewSchema),
    refusals: ['wallet.insufficient_balance', 'idempotency.key_reused'],
  }),
  getOne('order_history', 'get_user_order', 'owner', "A user's orders by user id (newest first; filter by kind, status; paged)", {
    query: userOrderListQuery,
    response: paged(orderViewSchema),
    refusals: ['user.not_found'],
  }),
  get('order_history', 'get_order_history', 'admin', 'All orders (newest first; filter by kind, status, user, India dates; paged)', { query: orderHistoryQuery, response: paged(orderViewSchema) }),
] as const;
