import { describe, expect, it } from 'vitest';
import { addToCart, cartTotals, clampQuantity, parseCart, quantityInCart, removeLine, setLineQuantity, type CartProduct } from './cart';

const ruby: CartProduct = { id: 'p1', slug: 'ruby', title: 'Ruby', price: 1_899_900, mrp: 2_299_900, stock: 4, image: '/uploads/ruby.png' };
const mala: CartProduct = { id: 'p2', slug: 'mala', title: 'Mala', price: 149_900, stock: 40 };

describe('cart', () => {
  it('adds a product as a new line, then adds to its quantity', () => {
    const once = addToCart([], ruby, 1);
    expect(once).toEqual([{ ...ruby, quantity: 1 }]);
    expect(addToCart(once, ruby, 2)).toEqual([{ ...ruby, quantity: 3 }]);
    expect(addToCart(once, mala, 2).map((line) => [line.id, line.quantity])).toEqual([
      ['p1', 1],
      ['p2', 2],
    ]);
  });

  it('never holds more than the stock, nor less than one', () => {
    expect(addToCart([], ruby, 9)[0]?.quantity).toBe(4);
    expect(addToCart(addToCart([], ruby, 3), ruby, 3)[0]?.quantity).toBe(4);
    expect(addToCart([], ruby, 0)[0]?.quantity).toBe(1);
    expect(setLineQuantity(addToCart([], ruby, 1), 'p1', 7)[0]?.quantity).toBe(4);
    expect(setLineQuantity(addToCart([], ruby, 2), 'p1', -3)[0]?.quantity).toBe(1);
    expect(setLineQuantity(addToCart([], ruby, 2), 'p1', 2.7)[0]?.quantity).toBe(2);
  });

  it('never holds more than one order takes, however large the stock', () => {
    expect(addToCart([], mala, 25)[0]?.quantity).toBe(10);
    expect(addToCart(addToCart([], mala, 8), mala, 8)[0]?.quantity).toBe(10);
    expect(setLineQuantity(addToCart([], mala, 1), 'p2', 11)[0]?.quantity).toBe(10);
    expect(parseCart(JSON.stringify([{ ...mala, quantity: 30 }]))[0]?.quantity).toBe(10);
  });

  it('does not add a product that is out of stock', () => {
    expect(addToCart([], { ...ruby, stock: 0 }, 1)).toEqual([]);
  });

  it('takes the latest title, price and stock when the same product is added again', () => {
    const cart = addToCart(addToCart([], ruby, 3), { ...ruby, price: 1_700_000, stock: 2 }, 1);
    expect(cart).toEqual([{ ...ruby, price: 1_700_000, stock: 2, quantity: 2 }]);
  });

  it('removes a line and tells how many of a product it holds', () => {
    const cart = addToCart(addToCart([], ruby, 2), mala, 1);
    expect(quantityInCart(cart, 'p1')).toBe(2);
    expect(quantityInCart(cart, 'nope')).toBe(0);
    expect(removeLine(cart, 'p1').map((line) => line.id)).toEqual(['p2']);
  });

  it('totals the units, the subtotal in paise and the saving on the MRP', () => {
    const cart = addToCart(addToCart([], ruby, 2), mala, 3);
    expect(cartTotals(cart)).toEqual({ count: 5, subtotal: 2 * 1_899_900 + 3 * 149_900, saving: 2 * 400_000, total: 2 * 1_899_900 + 3 * 149_900 });
    expect(cartTotals([])).toEqual({ count: 0, subtotal: 0, saving: 0, total: 0 });
  });

  it('clamps quantities to whole numbers within the stock', () => {
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3.9, 5)).toBe(3);
    expect(clampQuantity(50, 5)).toBe(5);
  });
});

describe('parseCart', () => {
  it('reads back what was stored', () => {
    const cart = addToCart(addToCart([], ruby, 2), mala, 1);
    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('gives an empty cart for nothing, broken JSON or something that is not a list', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{oops')).toEqual([]);
    expect(parseCart('{"p1":1}')).toEqual([]);
  });

  it('drops malformed lines, keeps the first of a repeated id and brings quantities within the stock', () => {
    const raw = JSON.stringify([
      { ...ruby, quantity: 9 },
      { ...ruby, quantity: 1, title: 'Second ruby' },
      { ...mala, price: '149900', quantity: 1 },
      { ...mala, id: 'p3', stock: 0, quantity: 1 },
      { ...mala, id: 'p4', image: 42, mrp: -1, quantity: 2 },
      null,
    ]);
    expect(parseCart(raw)).toEqual([
      { ...ruby, quantity: 4 },
      { id: 'p4', slug: 'mala', title: 'Mala', price: 149_900, stock: 40, quantity: 2 },
    ]);
  });
});
