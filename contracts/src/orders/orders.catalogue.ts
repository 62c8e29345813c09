import { one, paged } from '../routes/response-schemas.js';
import { get, getOne, post, put } from '../routes/route-builders.js';
import { createOrderSchema, orderHistoryQuery, updateOrderSchema, userOrderListQuery } from './order-schemas.js';
import { orderUpdateViewSchema, orderViewSchema, paidOrderViewSchema } from './order-views.js';

/** Astro Mall orders and pooja bookings paid from the wallet (docs/orders.md). */
export const ordersCatalogue = [
  post('order_history', 'create_order_history', 'customer', 'Place an Astro Mall order or book a pooja, paid from the wallet at the server’s prices', {
    body: createOrderSchema,
    response: one(paidOrderViewSchema),
    refusals: ['wallet.insufficient_balance', 'order.out_of_stock', 'idempotency.key_reused'],
  }),
  getOne('order_history', 'get_user_order', 'owner', "A user's orders by user id (newest first; filter by kind, status; paged)", {
    query: userOrderListQuery,
    response: paged(orderViewSchema),
    refusals: ['user.not_found'],
  }),
  put(
    'order_history',
    'update_order_history',
    'customer',
    'Move an order along: admins pack, ship (carrier, tracking number), deliver, record a pooja performed (note, photo or video link) or cancel; a customer cancels their own confirmed order. Cancelling refunds the wallet and gives the stock back',
    {
      body: updateOrderSchema,
      response: one(orderUpdateViewSchema),
      refusals: ['order.not_found', 'order.customer_cancels_only', 'order.wrong_status', 'order.wrong_kind', 'order.cancel_too_late'],
    },
  ),
  get('order_history', 'get_order_history', 'admin', 'All orders (newest first; filter by kind, status, user, India dates; paged)', { query: orderHistoryQuery, response: paged(orderViewSchema) }),
] as const;
