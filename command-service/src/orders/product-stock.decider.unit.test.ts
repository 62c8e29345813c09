import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { productStockDecider } from './product-stock.decider.js';

const given = givenWhen(productStockDecider);
const productId = '33333333-3333-4333-8333-333333333333';
const created = { type: 'ProductsCreated', data: { id: productId, family: 'products' as const, fields: { title: 'Shree Yantra', stock: 3 } } };
const movement = (orderId: string, change: 'reserved' | 'released', quantity: number, stock: number) => ({
  type: 'ProductsUpdated',
  data: { id: productId, family: 'products' as const, changes: { stock }, stockMovement: { orderId, change, quantity } },
});
const reserve = (orderId: string, quantity: number) => ({ type: 'ReserveStock' as const, productId, orderId, quantity });
const release = (orderId: string) => ({ type: 'ReleaseStock' as const, productId, orderId });

describe('product stock', () => {
  it('takes an order’s pieces off the stock the admin set, once per order', () => {
    expect(given([created]).when(reserve('o-1', 2))).toEqual([movement('o-1', 'reserved', 2, 1)]);
    expect(given([created, movement('o-1', 'reserved', 2, 1)]).when(reserve('o-1', 2))).toEqual([]);
  });

  it('refuses an order the stock cannot cover, by the product’s name', () => {
    expect(given([created, movement('o-1', 'reserved', 2, 1)]).when(reserve('o-2', 2))).toMatchObject({ status: 409, code: 'order.out_of_stock', params: { title: 'Shree Yantra' } });
    expect(given([]).when(reserve('o-1', 1))).toMatchObject({ code: 'order.out_of_stock' });
  });

  it('gives a cancelled order’s pieces back once, onto the stock as it is now', () => {
    const adminRestocked = { type: 'ProductsUpdated', data: { id: productId, family: 'products' as const, changes: { stock: 10 } } };
    expect(given([created, movement('o-1', 'reserved', 2, 1), adminRestocked]).when(release('o-1'))).toEqual([movement('o-1', 'released', 2, 12)]);
    expect(given([created, movement('o-1', 'reserved', 2, 1), movement('o-1', 'released', 2, 3)]).when(release('o-1'))).toEqual([]);
    expect(given([created]).when(release('o-9'))).toEqual([]);
  });
});
