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
