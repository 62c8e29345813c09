import type { CreateProductOrder, FieldError } from '@nakshatra/contracts';
import type { ApiFailure } from '../../../lib/api-client';
import type { Cart } from './cart';
import { normalShipping, SHIPPING_FIELDS, type Shipping, type ShippingField } from './shipping';

/** The order the cart and the address make: ids and quantities only, the server prices it. */
export const productOrderRequest = (cart: Cart, shipping: Shipping): CreateProductOrder => ({
  kind: 'product',
  items: cart.map(({ id, quantity }) => ({ product_id: id, quantity })),
  shipping: normalShipping(shipping),
});

/** A refused order's errors where the page shows them, in the visitor's words. */
export interface RefusedFields {
  readonly shipping: Readonly<Partial<Record<ShippingField, string>>>;
  /** By product id, for its line. */
  readonly items: Readonly<Record<string, string>>;
  /** The refusal needs saying as a whole too: it is not about fields, or names one the page does not show. */
  readonly unplaced: boolean;
}

const ITEM_PATH = /^items\.(\d+)(?:\.|$)/;
const SHIPPING_PATH = /^shipping\.(\w+)$/;

/**
 * Places a 400's field errors, worded by `word`: `shipping.pincode` under that field, `items.1.quantity` on the line of
 * the second product sent. Each shows while its field still holds what was sent, so fixing it clears it.
 */
export function refusedFields(failure: ApiFailure, request: CreateProductOrder, cart: Cart, shipping: Shipping, word: (error: FieldError) => string): RefusedFields {
  const errors = failure.error_status === 400 ? (failure.errors ?? []) : [];
  const now = normalShipping(shipping);
  const shippingErrors: Partial<Record<ShippingField, string>> = {};
  const items: Record<string, string> = {};
  let unplaced = errors.length === 0;
  for (const error of errors) {
    const { path } = error;
    const item = request.items[Number(ITEM_PATH.exec(path)?.[1] ?? -1)];
    const field = SHIPPING_FIELDS.find((name) => name === SHIPPING_PATH.exec(path)?.[1]);
    if (item) {
      const line = cart.find(({ id }) => id === item.product_id);
      if (line?.quantity === item.quantity) items[item.product_id] ??= word(error);
    } else if (field) {
      if (now[field] === request.shipping[field]) shippingErrors[field] ??= word(error);
    } else {
      unplaced = true;
    }
  }
  return { shipping: shippingErrors, items, unplaced };
}
