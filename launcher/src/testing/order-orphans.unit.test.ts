import { contentStreamName, orderCancelRefundKey } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { eventList } from './event-list.js';
import { orderOrphans } from './order-orphans.js';

const event = eventList();

const O = 'o-1';
const P = 'p-1';
const stock = (change: 'reserved' | 'released', quantity = 2) => event(contentStreamName('products', P), 'ProductsUpdated', { id: P, family: 'products', changes: { stock: 10 }, stockMovement: { orderId: O, change, quantity } });
const placed = event(`order-${O}`, 'OrderPlaced', { orderId: O, userId: 'c-1', kind: 'product' });
const debited = event('wallet-c-1', 'WalletDebited', { transactionId: 't-pay', amount: 20_00, source: { kind: 'order', id: O }, idempotencyKey: 'k' });
const paid = event(`order-${O}`, 'OrderPaid', { orderId: O, transactionId: 't-pay', amount: 20_00, balanceAfter: 0 });
const cancelled = (refundAmount = 20_00) => event(`order-${O}`, 'OrderCancelled', { orderId: O, userId: 'c-1', reason: 'Changed my mind', cancelledBy: 'customer', paymentTransactionId: 't-pay', refundAmount });
const refunded = ({ amount = 20_00, refundOf = 't-pay', transactionId = 't-refund' } = {}) =>
  event('wallet-c-1', 'WalletRefunded', { transactionId, refundOf, amount, source: { kind: 'order', id: O }, idempotencyKey: orderCancelRefundKey(O) });
const paidOrder = [stock('reserved'), placed, debited, paid];

/** The soak's check must find what it claims to: each case is a flow a crash could cut. */
describe('order orphans', () => {
  it('finds nothing in whole flows: an order paid and kept, one cancelled with its refund and stock back, one never paid whose stock came back', () => {
    expect(orderOrphans(paidOrder)).toEqual([]);
    expect(orderOrphans([...paidOrder, cancelled(), refunded(), stock('released')])).toEqual([]);
    expect(orderOrphans([...paidOrder, cancelled(0), stock('released')])).toEqual([]);
    expect(orderOrphans([stock('reserved'), placed, stock('released')])).toEqual([]);
  });

  it('finds money debited for an order never recorded paid', () => {
    expect(orderOrphans([stock('reserved'), placed, debited])).toEqual([`order ${O} debited but not paid`, expect.stringContaining('unpaid order o-1 still holds')]);
  });

  it('finds a cancelled order not refunded, refunded twice or wrongly, and a cancel refund without a cancellation', () => {
    expect(orderOrphans([...paidOrder, cancelled(), stock('released')])).toEqual([`cancelled order ${O} refunded 0 times`]);
    expect(orderOrphans([...paidOrder, cancelled(), refunded(), refunded({ transactionId: 't-again' }), stock('released')])).toEqual([`cancelled order ${O} refunded 2 times`]);
    expect(orderOrphans([...paidOrder, cancelled(15_00), refunded(), stock('released')])).toEqual([expect.stringContaining('refunded 2000 of t-pay, owed 1500')]);
    expect(orderOrphans([...paidOrder, refunded()])).toEqual([`order ${O} refunded as cancelled but never cancelled`]);
  });

  it('finds stock kept by a cancelled order, and stock given back twice', () => {
    expect(orderOrphans([...paidOrder, cancelled(), refunded()])).toEqual([`cancelled order ${O} still holds stock of ${P}`]);
    expect(orderOrphans([...paidOrder, cancelled(), refunded(), stock('released'), stock('released')])).toEqual([`order ${O} gave back 2 of ${P} holding 0`]);
  });
});
