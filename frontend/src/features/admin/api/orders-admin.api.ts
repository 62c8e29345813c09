import type { RouteBodyInput, RouteQueryInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** GET /api/get_order_history: every order or pooja booking, newest first, with each customer's name and phone. */
export const getOrdersAdmin = (query: RouteQueryInput<'get_order_history'>, signal?: AbortSignal) => callApi('get_order_history', { query, signal });

/** PUT /api/update_order_history/{id}: pack, ship, deliver, record a pooja performed, or cancel (with its refund). */
export const updateOrder = (orderId: string, body: RouteBodyInput<'update_order_history'>) => callApi('update_order_history', { params: { id: orderId }, body });
