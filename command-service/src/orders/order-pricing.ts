import {
  POOJA_BOOKING_DAYS_AHEAD,
  poojaBookingWindow,
  type CreateOrder,
  type CreatePoojaOrder,
  type CreateProductOrder,
  fieldError,
  type FieldError,
  type OrderLine,
  type OrderPlaced,
} from '@nakshatra/contracts';
import { badRequest } from '@nakshatra/platform';
import type { PublishedItem } from '../content/published-item.js';

/** Omit on each member of a union, keeping it a union that `kind` tells apart. */
type OmitEach<T, Key extends PropertyKey> = T extends unknown ? Omit<T, Key> : never;

/** An order as priced now, before it is placed: everything OrderPlaced holds but its ids and key. */
export type PricedOrder = OmitEach<OrderPlaced, 'orderId' | 'userId' | 'idempotencyKey' | 'requestHash'>;

type Fields = Readonly<Record<string, unknown>>;

/** Items priced 0 are not sold through the wallet: a debit of nothing is not a payment. */
const onSale = (item: Fields | undefined): item is Fields => item !== undefined && typeof item.price === 'number' && item.price > 0;

const lineOf = (itemId: string, item: Fields, quantity: number): OrderLine => {
  const unitPrice = item.price as number;
  return { itemId, title: item.title as string, unitPrice, quantity, amount: unitPrice * quantity };
};

const totalOf = (lines: readonly OrderLine[]): number => lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * Prices an order from the items' own streams (published items only), never from the client,
 * and checks what must hold when it is placed: products in stock, the pooja's date bookable. Every
 * problem is reported at once, as a 400 naming its field.
 */
export function priceOrder(request: CreateOrder, publishedItem: PublishedItem, now: Date): Promise<PricedOrder> {
  return request.kind === 'product' ? priceProducts(request, publishedItem) : pricePooja(request, publishedItem, now);
}

async function priceProducts({ items, shipping }: CreateProductOrder, publishedItem: PublishedItem): Promise<PricedOrder> {
  const products = await Promise.all(items.map(({ product_id }) => publishedItem('products', product_id.toLowerCase())));
  const errors: FieldError[] = [];
  const lines: OrderLine[] = [];
  for (const [index, { product_id, quantity }] of items.entries()) {
    const product = products[index];
    if (!onSale(product)) {
      errors.push(fieldError(`items.${index}.product_id`, 'field.product_unavailable'));
      continue;
    }
    // Stock is checked, not reserved or decremented: see docs/orders.md.
    const stock = product.stock as number;
    if (stock < quantity) errors.push(stock === 0 ? fieldError(`items.${index}.quantity`, 'field.out_of_stock') : fieldError(`items.${index}.quantity`, 'field.stock_left', { stock }));
    else lines.push(lineOf(product_id.toLowerCase(), product, quantity));
  }
  if (errors.length > 0) throw badRequest(errors);
  const { name, phone, address_line, city, state, pincode } = shipping;
  return { kind: 'product', lines, total: totalOf(lines), shipping: { name, phone, addressLine: address_line, city, state, pincode } };
}

async function pricePooja({ pooja_id, booking }: CreatePoojaOrder, publishedItem: PublishedItem, now: Date): Promise<PricedOrder> {
  const poojaId = pooja_id.toLowerCase();
  const pooja = await publishedItem('pooja_booking', poojaId);
  const errors: FieldError[] = [];
  if (!onSale(pooja)) errors.push(fieldError('pooja_id', 'field.pooja_unavailable'));
  const { first, last } = poojaBookingWindow(now);
  if (booking.date < first) errors.push(fieldError('booking.date', 'field.booking_date_past', { first }));
  if (booking.date > last) errors.push(fieldError('booking.date', 'field.booking_date_too_far', { days: POOJA_BOOKING_DAYS_AHEAD, last }));
  if (!onSale(pooja) || errors.length > 0) throw badRequest(errors);
  const lines = [lineOf(poojaId, pooja, 1)];
  return {
    kind: 'pooja',
    lines,
    total: totalOf(lines),
    // Empty optional form fields are stored as null, so an order reads the same whatever the form sent.
    booking: { name: booking.name, gotra: booking.gotra || null, date: booking.date, forWhom: booking.for_whom || null, note: booking.note || null },
  };
}
