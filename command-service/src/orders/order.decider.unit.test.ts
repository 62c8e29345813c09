import type { OrderEvent, OrderPlaced } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { orderDecider, type OrderCommand } from './order.decider.js';

const given = givenWhen(orderDecider);

const orderId = '11111111-1111-8111-8111-111111111111';
const order: OrderPlaced = {
  orderId,
  userId: '22222222-2222-4222-8222-222222222222',
  kind: 'product',
  lines: [{ itemId: '33333333-3333-4333-8333-333333333333', title: 'Shree Yantra', unitPrice: 89_900, quantity: 2, amount: 179_800 }],
  total: 179_800,
  shipping: { name: 'Asha', phone: '9876543210', addressLine: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  idempotencyKey: 'key-order-1',
  requestHash: 'hash-1',
};
const place: OrderCommand = { type: 'PlaceOrder', order };
const placed: OrderEvent = { type: 'OrderPlaced', data: order };
const pay: OrderCommand = { type: 'RecordPayment', transactionId: 'debit-1', balanceAfter: 20_200 };
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId, transactionId: 'debit-1', amount: 179_800, balanceAfter: 20_200 } };
const refuse: OrderCommand = { type: 'RecordPaymentRefused', balance: 10_000, required: 179_800 };
const refused: OrderEvent = { type: 'OrderPaymentRefused', data: { orderId, reason: 'insufficient_balance', balance: 10_000, required: 179_800 } };

describe('order decider: placing', () => {
  it('places a priced order', () => {
    expect(given([]).when(place)).toEqual([placed]);
  });

  it('answers a retry of the same request with nothing new, and refuses the key for another request', () => {
    expect(given([placed]).when(place)).toEqual([]);
    expect(given([placed]).when({ type: 'PlaceOrder', order: { ...order, total: 1, requestHash: 'hash-2' } })).toMatchObject({ status: 422 });
  });
});

describe('order decider: paying', () => {
  it('records the debit that paid the order, with the order total', () => {
    expect(given([placed]).when(pay)).toEqual([paid]);
  });

  it('records a payment once, whatever the retries', () => {
    expect(given([placed, paid]).when(pay)).toEqual([]);
    expect(given([placed, paid]).when({ ...pay, transactionId: 'debit-2' })).toEqual([]);
  });

  it('records a refused payment, and lets a later retry pay', () => {
    expect(given([placed]).when(refuse)).toEqual([refused]);
    expect(given([placed, refused]).when(pay)).toEqual([paid]);
  });

  it('keeps a paid order paid when a racing refusal arrives after the payment', () => {
    expect(given([placed, paid]).when(refuse)).toEqual([]);
    const state = [placed, paid, refused].reduce(orderDecider.evolve, orderDecider.initialState());
    expect(state.status).toBe('paid');
  });

  it('takes paying an order nobody placed for the bug it is (no client names an order here)', () => {
    expect(() => given([]).when(pay)).toThrow('The order was not placed');
    expect(() => given([]).when(refuse)).toThrow('The order was not placed');
  });
});

describe('order decider: fulfilment', () => {
  const notice = { orderId, userId: order.userId, kind: 'product' as const, lines: order.lines, total: order.total, shipping: order.kind === 'product' ? order.shipping : null, booking: null };
  const packed: OrderEvent = { type: 'OrderPacked', data: notice };
  const ship: OrderCommand = { type: 'ShipOrder', carrier: 'India Post', trackingNumber: 'EE123456789IN' };
  const shipped: OrderEvent = { type: 'OrderShipped', data: { ...notice, carrier: 'India Post', trackingNumber: 'EE123456789IN' } };
  const delivered: OrderEvent = { type: 'OrderDelivered', data: notice };
  const cancelBy = (cancelledBy: 'customer' | 'admin', refundAmount = 179_800): OrderCommand => ({ type: 'CancelOrder', reason: 'Ordered twice', cancelledBy, refundAmount });
  const cancelled = (cancelledBy: 'customer' | 'admin', refundAmount = 179_800): OrderEvent => ({
    type: 'OrderCancelled',
    data: { ...notice, reason: 'Ordered twice', cancelledBy, paymentTransactionId: 'debit-1', refundAmount },
  });

  it('takes a confirmed product order through packed, shipped (carrier and tracking number) and delivered, each event telling what a mail needs', () => {
    expect(given([placed, paid]).when({ type: 'PackOrder' })).toEqual([packed]);
    expect(given([placed, paid, packed]).when(ship)).toEqual([shipped]);
    expect(given([placed, paid, packed, shipped]).when({ type: 'DeliverOrder' })).toEqual([delivered]);
  });

  it('answers a repeated step with nothing new, and refuses one out of order', () => {
    expect(given([placed, paid, packed]).when({ type: 'PackOrder' })).toEqual([]);
    expect(given([placed, paid]).when(ship)).toMatchObject({ status: 409, code: 'order.wrong_status', params: { status: 'paid', action: 'shipped' } });
    expect(given([placed, paid, packed, shipped]).when({ type: 'PackOrder' })).toMatchObject({ code: 'order.wrong_status', params: { status: 'shipped', action: 'packed' } });
    expect(given([placed, paid, packed, shipped, delivered]).when(cancelBy('admin'))).toMatchObject({ code: 'order.wrong_status' });
  });

  it('moves only a paid order: one unpaid or never placed is not there to move', () => {
    expect(given([placed]).when({ type: 'PackOrder' })).toMatchObject({ status: 404, code: 'order.not_found' });
    expect(given([placed, refused]).when(cancelBy('customer'))).toMatchObject({ code: 'order.not_found' });
    expect(given([]).when({ type: 'PackOrder' })).toMatchObject({ code: 'order.not_found' });
  });

  it('lets the customer cancel while confirmed and an admin until it ships, refunding at most what was paid', () => {
    expect(given([placed, paid]).when(cancelBy('customer'))).toEqual([cancelled('customer')]);
    expect(given([placed, paid, packed]).when(cancelBy('customer'))).toMatchObject({ status: 409, code: 'order.cancel_too_late' });
    expect(given([placed, paid, packed, shipped]).when(cancelBy('customer'))).toMatchObject({ status: 409, code: 'order.cancel_too_late' });
    expect(given([placed, paid, packed]).when(cancelBy('admin', 100_000))).toEqual([cancelled('admin', 100_000)]);
    expect(given([placed, paid]).when(cancelBy('admin', 999_999))).toEqual([cancelled('admin', 179_800)]);
    expect(given([placed, paid, packed, shipped]).when(cancelBy('admin'))).toMatchObject({ code: 'order.wrong_status', params: { status: 'shipped', action: 'cancelled' } });
  });

  it('cancels once: a second cancel (a retry, a double click) appends nothing', () => {
    expect(given([placed, paid, cancelled('customer')]).when(cancelBy('customer'))).toEqual([]);
    expect(given([placed, paid, cancelled('customer')]).when({ type: 'PackOrder' })).toMatchObject({ code: 'order.wrong_status', params: { status: 'cancelled' } });
  });

  it('records a pooja performed with its note and link, and ships no pooja', () => {
    const pooja: OrderPlaced = { ...order, kind: 'pooja', booking: { name: 'Ravi', gotra: null, date: '2026-12-01', forWhom: null, note: null } } as OrderPlaced;
    const poojaPlaced: OrderEvent = { type: 'OrderPlaced', data: pooja };
    const perform: OrderCommand = { type: 'RecordPoojaPerformed', note: 'Performed at Kolhapur at dawn', mediaUrl: 'https://example.com/pooja.mp4' };
    expect(given([poojaPlaced, paid]).when(perform)).toEqual([
      {
        type: 'PoojaPerformed',
        data: { ...notice, kind: 'pooja', shipping: null, booking: pooja.kind === 'pooja' ? pooja.booking : null, note: 'Performed at Kolhapur at dawn', mediaUrl: 'https://example.com/pooja.mp4' },
      },
    ]);
    expect(given([poojaPlaced, paid]).when(ship)).toMatchObject({ status: 409, code: 'order.wrong_kind', params: { kind: 'pooja', action: 'shipped' } });
    expect(given([placed, paid]).when(perform)).toMatchObject({ code: 'order.wrong_kind', params: { kind: 'product', action: 'performed' } });
  });
});
