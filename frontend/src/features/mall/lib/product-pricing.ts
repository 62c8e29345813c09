/** At or below this many left, a product says how few remain. */
export const LOW_STOCK_AT = 5;

export type StockState = 'in_stock' | 'low_stock' | 'out_of_stock';

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_AT ? 'low_stock' : 'in_stock';
}

/**
 * The saving on the MRP as a whole percentage, rounded down so the page never promises more than
 * the price gives; 0 when there is none (the MRP is at or below the price).
 */
export function discountPercent(price: number, mrp: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.floor(((mrp - price) * 100) / mrp);
}
