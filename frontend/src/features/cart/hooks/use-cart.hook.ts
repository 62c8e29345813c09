import { useSyncExternalStore } from 'react';
import { addToCart, cartTotals, removeLine, setLineQuantity, type Cart, type CartProduct } from '../lib/cart';
import { readCart, subscribeToCart, updateCart } from '../lib/cart-store';

const noCart: Cart = [];

export interface CartControl {
  readonly cart: Cart;
  readonly add: (product: CartProduct, quantity: number) => void;
  readonly setQuantity: (productId: string, quantity: number) => void;
  readonly remove: (productId: string) => void;
  readonly clear: () => void;
}

const control = {
  add: (product: CartProduct, quantity: number) => updateCart((cart) => addToCart(cart, product, quantity)),
  setQuantity: (productId: string, quantity: number) => updateCart((cart) => setLineQuantity(cart, productId, quantity)),
  remove: (productId: string) => updateCart((cart) => removeLine(cart, productId)),
  clear: () => updateCart(() => noCart),
};

/** The stored cart, kept current across components and tabs, with the ways to change it. */
export function useCart(): CartControl {
  const cart = useSyncExternalStore(subscribeToCart, readCart, () => noCart);
  return { cart, ...control };
}

/** How many items the cart holds (each unit counted), for a header badge; re-renders only when it changes. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, () => cartTotals(readCart()).count, () => 0);
}
