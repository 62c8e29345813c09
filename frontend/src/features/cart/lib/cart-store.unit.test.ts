import { describe, expect, it, vi } from 'vitest';
import { addToCart, type CartProduct } from './cart';
import { CART_STORAGE_KEY, readCart, subscribeToCart, updateCart } from './cart-store';

const mala: CartProduct = { id: 'p2', slug: 'mala', title: 'Mala', price: 149_900, stock: 40 };

describe('cart store', () => {
  it('keeps the cart in local storage and gives the same array while it is unchanged', () => {
    updateCart((cart) => addToCart(cart, mala, 2));

    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([{ ...mala, quantity: 2 }]);
    expect(readCart()).toBe(readCart());
    expect(readCart()).toEqual([{ ...mala, quantity: 2 }]);
  });

  it('removes the key when the cart is emptied', () => {
    updateCart((cart) => addToCart(cart, mala, 1));
    updateCart(() => []);

    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(readCart()).toEqual([]);
  });

  it('tells subscribers of changes here and in other tabs, until they leave', () => {
    const listener = vi.fn();
    const stop = subscribeToCart(listener);

    updateCart((cart) => addToCart(cart, mala, 1));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    updateCart(() => []);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
