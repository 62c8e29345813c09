import { callApi, type ApiResult } from '../../../lib/api-client';
import type { Cart } from '../lib/cart';

/** What create_order_history answers once orders are served (issue #6): the new order. */
export interface PlacedOrder {
  readonly id: string;
}

/**
 * POST /api/create_order_history: places an order for the cart's products, paid from the wallet.
 * Only ids and quantities go: the server prices the order itself, never trusting the browser's copy.
 * Planned for issue #6: it answers 501 until then.
 */
export const placeOrder = (cart: Cart): Promise<ApiResult<PlacedOrder>> =>
  callApi<PlacedOrder>('create_order_history', {
    body: { type: 'product', items: cart.map((line) => ({ product_id: line.id, quantity: line.quantity })) },
  });
