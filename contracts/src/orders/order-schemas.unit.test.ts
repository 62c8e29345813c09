import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../refusals/field-errors.js';
import { createOrderSchema, orderHistoryQuery, updateOrderSchema } from './order-schemas.js';
import { poojaBookingWindow } from './pooja-booking-window.js';

const product = '11111111-1111-4111-8111-111111111111';
const shipping = { name: 'Asha', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
/** The field errors a 400 would carry (fieldErrorsOf), by path and English. */
const problems = (body: unknown) => {
  const issues = createOrderSchema.safeParse(body).error?.issues;
  return issues && fieldErrorsOf(issues, body).map(({ path, message }) => ({ path, message }));
};

describe('create_order_history body', () => {
  it('takes a mall order or a pooja booking, and no price', () => {
    expect(problems({ kind: 'product', items: [{ product_id: product, quantity: 10 }], shipping })).toBeUndefined();
    expect(problems({ kind: 'pooja', pooja_id: product, booking: { name: 'Ravi', date: '2026-12-01', gotra: null, note: '' } })).toBeUndefined();
    expect(problems({ kind: 'product', items: [{ product_id: product, quantity: 1, price: 1 }], shipping })).toEqual([{ path: 'items.0', message: 'has fields this call does not take: price' }]);
    expect(problems({ kind: 'pooja', pooja_id: product, total: 100, booking: { name: 'Ravi', date: '2026-12-01' } })).toEqual([{ path: '', message: 'has fields this call does not take: total' }]);
  });

  it('names the kind when it is neither', () => {
    expect(problems({ kind: 'recharge' })).toEqual([{ path: 'kind', message: 'must be product or pooja' }]);
  });

  it('bounds items and quantities, and refuses a product listed twice', () => {
    expect(problems({ kind: 'product', items: [], shipping })).toEqual([{ path: 'items', message: 'must have at least 1' }]);
    const many = Array.from({ length: 21 }, (_, index) => ({ product_id: `11111111-1111-4111-8111-${String(index).padStart(12, '0')}`, quantity: 1 }));
    expect(problems({ kind: 'product', items: many, shipping })).toEqual([{ path: 'items', message: 'must have at most 20' }]);
    expect(problems({ kind: 'product', items: [{ product_id: product, quantity: 0 }, { product_id: many[1]!.product_id, quantity: 11 }], shipping })).toEqual([
      { path: 'items.0.quantity', message: 'must be at least 1' },
      { path: 'items.1.quantity', message: 'must be at most 10' },
    ]);
    expect(problems({ kind: 'product', items: [{ product_id: product, quantity: 1 }, { product_id: product.toUpperCase(), quantity: 2 }], shipping })).toEqual([
      { path: 'items.1.product_id', message: 'is already in the order; change its quantity instead' },
    ]);
  });

  it('checks the shipping address field by field', () => {
    expect(problems({ kind: 'product', items: [{ product_id: product, quantity: 1 }], shipping: { ...shipping, name: ' ', phone: '98765', pincode: 560001, city: undefined } })).toEqual([
      { path: 'shipping.name', message: 'is required' },
      { path: 'shipping.phone', message: 'must be exactly 10 digits' },
      { path: 'shipping.city', message: 'is required' },
      { path: 'shipping.pincode', message: 'must be text' },
    ]);
  });

  it('needs a real date and a name for a booking', () => {
    expect(problems({ kind: 'pooja', pooja_id: product, booking: { date: '2026-02-30' } })).toEqual([
      { path: 'booking.name', message: 'is required' },
      { path: 'booking.date', message: 'must be a date like 2026-11-22' },
    ]);
  });
});

describe('get_order_history query', () => {
  it('pages 20 at a time by default and reads filters from strings', () => {
    expect(orderHistoryQuery.parse({ status: 'paid', from: '2026-11-01' })).toEqual({ page: 1, limit: 20, status: 'paid', from: '2026-11-01' });
    expect(orderHistoryQuery.parse({ status: 'shipped' })).toMatchObject({ status: 'shipped' });
    expect(orderHistoryQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('update_order_history body', () => {
  const issues = (body: unknown) => {
    const found = updateOrderSchema.safeParse(body).error?.issues;
    return found && fieldErrorsOf(found, body).map(({ path, message }) => ({ path, message }));
  };

  it('takes one action with what it needs: a carrier and tracking number to ship, a note and link for a pooja, a reason to cancel', () => {
    expect(issues({ action: 'pack' })).toBeUndefined();
    expect(issues({ action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' })).toBeUndefined();
    expect(issues({ action: 'perform', note: 'Done at dawn', media_url: '/uploads/2026/11/pooja.jpg' })).toBeUndefined();
    expect(issues({ action: 'ship', carrier: ' ' })).toEqual([
      { path: 'carrier', message: 'is required' },
      { path: 'tracking_number', message: 'is required' },
    ]);
    expect(issues({ action: 'perform', note: 'x', media_url: 'http://example.com/a.jpg' })).toEqual([{ path: 'media_url', message: 'must be an https:// URL or an /uploads/ path' }]);
    expect(issues({ action: 'cancel' })).toEqual([{ path: 'reason', message: 'is required' }]);
    expect(issues({ action: 'pack', carrier: 'x' })).toEqual([{ path: '', message: 'has fields this call does not take: carrier' }]);
    expect(issues({ action: 'refund' })).toEqual([{ path: 'action', message: 'must be pack, ship, deliver, perform or cancel' }]);
  });
});

describe('pooja booking window', () => {
  it('runs from today in India to 180 days later', () => {
    // 19:00 UTC on 22 November is already 23 November in India.
    expect(poojaBookingWindow(new Date('2026-11-22T19:00:00Z'))).toEqual({ first: '2026-11-23', last: '2027-05-22' });
    expect(poojaBookingWindow(new Date('2026-11-22T18:29:59Z'))).toEqual({ first: '2026-11-22', last: '2027-05-21' });
  });
});
