import { callApi, type ApiResult } from '../../../lib/api-client';
import type { OrderKind } from '../lib/order-view';

export const ORDERS_PAGE_SIZE = 10;

/**
 * One entry of a user's history as get_user_order serves it (issue #6): a shop order or pooja
 * booking, a wallet recharge, or a paid consultation. Money is integer paise.
 */
export interface OrderRecord {
  readonly id: string;
  readonly type: OrderKind;
  /** What it was for, as the server words it: a product, a pack, "Chat with …". */
  readonly title: string;
  readonly amount: number;
  /** pending, paid, completed, cancelled, failed or refunded. */
  readonly status: string;
  readonly created_at: string;
}

/** GET /api/get_user_order/{id}: the user's own history of one kind, newest first. Planned for issue #6: 501 until then. */
export const getUserOrders = (userId: string, kind: OrderKind, page: number, signal?: AbortSignal): Promise<ApiResult<OrderRecord[]>> =>
  callApi<OrderRecord[]>('get_user_order', { params: { id: userId }, query: { type: kind, page, limit: ORDERS_PAGE_SIZE }, ...(signal ? { signal } : {}) });
