import { callApi } from '../../../lib/api-client';

export const ORDERS_PAGE_SIZE = 10;

/** GET /api/get_user_order/{userId}: your own Astro Mall orders and pooja bookings, newest first, paged. */
export const getMyOrders = (userId: string, page: number, signal?: AbortSignal) =>
  callApi('get_user_order', { params: { id: userId }, query: { page, limit: ORDERS_PAGE_SIZE }, ...(signal ? { signal } : {}) });

/** PUT /api/update_order_history/{id} with `cancel`: you cancel your own order while it is confirmed; the wallet gets the payment back. */
export const cancelMyOrder = (orderId: string, reason: string) => callApi('update_order_history', { params: { id: orderId }, body: { action: 'cancel', reason } });
