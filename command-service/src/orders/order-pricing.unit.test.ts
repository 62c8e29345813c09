import { createOrderSchema, type CreateOrder } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import type { PublishedItem } from '../content/published-item.js';
import { priceOrder } from './order-pricing.js';

const yantra = '11111111-1111-4111-8111-111111111111';
const mala = '22222222-2222-4222-8222-222222222222';
const soldOut = '33333333-3333-4333-8333-333333333333';
const pooja = '44444444-4444-4444-8444-444444444444';
const unknown = '55555555-5555-4555-8555-555555555555';

/** What the items' streams say, published items only (as publishedItemIn answers). */
const catalogue: Record<string, Record<string, unknown>> = {
  [`products/${yantra}`]: { title: 'Shree Yantra', status: 'published', price: 89_900, stock: 5 },
  [`products/${mala}`]: { title: 'Rudraksha Mala', status: 'published', price: 149_900, stock: 40 },
  [`products/${soldOut}`]: { title: 'Ek Mukhi Rudraksha', status: 'published', price: 1_100_000, stock: 0 },
  [`pooja_booking/${pooja}`]: { title: 'Navgraha Shanti Pooja', status: 'published', price: 510_000 },
};
const publishedItem: PublishedItem = async (family, id) => catalogue[`${family}/${id}`];

/** 23:00 on 23 November 2026 in India (17:30 UTC): "today" is the 23rd there. */
const now = new Date('2026-11-23T17:30:00Z');
const shipping = { name: 'Asha', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
const order = (body: object): CreateOrder => createOrderSchema.parse(body);
const refusal = async (body: object) => {
  const error = await priceOrder(order(body), publishedItem, now).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, errors: (error as HttpError).errors };
};

describe('pricing an order', () => {
  it('prices products from their own streams, whatever the client believes', async () => {
    const priced = await priceOrder(order({ kind: 'product', items: [{ product_id: yantra, quantity: 2 }, { product_id: mala.toUpperCase(), quantity: 1 }], shipping }), publishedItem, now);
    expect(priced).toEqual({
      kind: 'product',
      lines: [
        { itemId: yantra, title: 'Shree Yantra', unitPrice: 89_900, quantity: 2, amount: 179_800 },
        { itemId: mala, title: 'Rudraksha Mala', unitPrice: 149_900, quantity: 1, amount: 149_900 },
      ],
      total: 329_700,
      shipping: { name: 'Asha', phone: '9876543210', addressLine: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    });
  });

  it('names every item that is not on sale or not in stock', async () => {
    const items = [{ product_id: unknown, quantity: 1 }, { product_id: yantra, quantity: 6 }, { product_id: soldOut, quantity: 1 }, { product_id: pooja, quantity: 1 }];
    expect(await refusal({ kind: 'product', items, shipping })).toEqual({
      status: 400,
      errors: [
        { path: 'items.0.product_id', code: 'field.product_unavailable', message: 'is not a product on sale' },
        { path: 'items.1.quantity', code: 'field.stock_left', params: { stock: 5 }, message: 'only 5 left in stock' },
        { path: 'items.2.quantity', code: 'field.out_of_stock', message: 'is out of stock' },
        { path: 'items.3.product_id', code: 'field.product_unavailable', message: 'is not a product on sale' },
      ],
    });
  });

  it('books a pooja at its price, storing empty optional fields as null', async () => {
    const priced = await priceOrder(order({ kind: 'pooja', pooja_id: pooja, booking: { name: 'Ravi Kumar', gotra: '', date: '2026-11-23', note: 'Evening if possible' } }), publishedItem, now);
    expect(priced).toEqual({
      kind: 'pooja',
      lines: [{ itemId: pooja, title: 'Navgraha Shanti Pooja', unitPrice: 510_000, quantity: 1, amount: 510_000 }],
      total: 510_000,
      booking: { name: 'Ravi Kumar', gotra: null, date: '2026-11-23', forWhom: null, note: 'Evening if possible' },
    });
  });

  it('books from today in India to 180 days ahead', async () => {
    const book = (date: string) => ({ kind: 'pooja', pooja_id: pooja, booking: { name: 'Ravi', date } });
    expect(await refusal(book('2026-11-22'))).toEqual({
      status: 400,
      errors: [{ path: 'booking.date', code: 'field.booking_date_past', params: { first: '2026-11-23' }, message: 'must be today (2026-11-23) or later' }],
    });
    await expect(priceOrder(order(book('2027-05-22')), publishedItem, now)).resolves.toMatchObject({ total: 510_000 });
    expect(await refusal(book('2027-05-23'))).toEqual({
      status: 400,
      errors: [{ path: 'booking.date', code: 'field.booking_date_too_far', params: { days: 180, last: '2027-05-22' }, message: 'must be within 180 days (2027-05-22 at the latest)' }],
    });
  });

  it('refuses a pooja that is not open for booking', async () => {
    expect(await refusal({ kind: 'pooja', pooja_id: yantra, booking: { name: 'Ravi', date: '2026-12-01' } })).toEqual({
      status: 400,
      errors: [{ path: 'pooja_id', code: 'field.pooja_unavailable', message: 'is not a pooja open for booking' }],
    });
  });
});
