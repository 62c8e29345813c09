import { callApi } from '../../../lib/api-client';

/** How many of each a user's detail panel shows; the full lists are on their own pages. */
export const RECENT = 5;

/** GET /api/get_chat_session?customer_id=…: the customer's consultations, newest first. */
export const getCustomerConsultations = (userId: string, signal?: AbortSignal) => callApi('get_chat_session', { query: { customer_id: userId, limit: RECENT }, signal });

/** GET /api/get_order_history?user_id=…: the user's orders and pooja bookings, newest first. */
export const getUserOrders = (userId: string, signal?: AbortSignal) => callApi('get_order_history', { query: { user_id: userId, limit: RECENT }, signal });
