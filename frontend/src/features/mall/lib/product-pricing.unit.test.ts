import { describe, expect, it } from 'vitest';
import { discountPercent, LOW_STOCK_AT, stockState } from './product-pricing';

describe('discountPercent', () => {
  it('is the saving on the MRP, rounded down', () => {
    expect(discountPercent(1_250_000, 1_599_900)).toBe(21); // 21.87 %
    expect(discountPercent(149_900, 249_900)).toBe(40); // 40.02 %
    expect(discountPercent(50_00, 100_00)).toBe(50);
  });

  it('is 0 without a saving', () => {
    expect(discountPercent(100_00, 100_00)).toBe(0);
    expect(discountPercent(120_00, 100_00)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('stockState', () => {
  it('says out of stock, low or in stock', () => {
    expect(stockState(0)).toBe('out_of_stock');
    expect(stockState(-1)).toBe('out_of_stock');
    expect(stockState(1)).toBe('low_stock');
    expect(stockState(LOW_STOCK_AT)).toBe('low_stock');
    expect(stockState(LOW_STOCK_AT + 1)).toBe('in_stock');
  });
});
