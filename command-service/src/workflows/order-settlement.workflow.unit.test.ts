import { describe, expect, it } from 'vitest';
import { orderSettlementWorkflow } from './order-settlement.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const GRACE_MS = 60_000;
const workflow = orderSettlementWorkflow(GRACE_MS);
const ORDER = 'o-1';
const PRODUCT = 'p-1';
const stock = (change: 'reserved' | 'released', at: string) =>
  recorded(`content.products-${PRODUCT}`, 'ProductsUpdated', { id: PRODUCT, family: 'products', changes: { stock: 5 }, stockMovement: { orderId: ORDER, change, quantity: 2 } }, at);
const paid = recorded(`order-${ORDER}`, 'OrderPaid', { orderId: ORDER, transactionId: 't-1', amount: 179_800, balanceAfter: 0 }, '2026-11-26T10:00:01Z');
const refused = recorded(`order-${ORDER}`, 'OrderPaymentRefused', { orderId: ORDER, reason: 'insufficient_balance', balance: 0, required: 179_800 }, '2026-11-26T10:00:01Z');
const cancelled = (refundAmount: number) =>
  recorded(`order-${ORDER}`, 'OrderCancelled', { orderId: ORDER, userId: 'u-1', paymentTransactionId: 't-1', refundAmount, cancelledBy: 'customer', reason: 'x' }, '2026-11-26T11:00:00Z');
const refunded = (amount: number, at = '2026-11-26T11:00:01Z') =>
  recorded('wallet-u-1', 'WalletRefunded', { transactionId: 'r-1', refundOf: 't-1', amount, balanceAfter: amount, reason: 'x', source: { kind: 'order', id: ORDER } }, at);
const shipped = recorded(`order-${ORDER}`, 'OrderShipped', { orderId: ORDER, carrier: 'India Post', trackingNumber: 'EE1' }, '2026-11-26T12:00:00Z');

describe('order settlement workflow', () => {
  const held = stock('reserved', '2026-11-26T10:00:00Z');

  it('refunds a cancelled order then gives its stock back, at once', () => {
    expect(given(workflow, [held, paid, cancelled(179_800)]).when(ORDER, '2026-11-26T11:00:00.100Z')).toEqual({
      type: 'RefundCancelledOrder',
      orderId: ORDER,
      userId: 'u-1',
      paymentTransactionId: 't-1',
      amount: 179_800,
    });
    expect(given(workflow, [held, paid, cancelled(179_800), refunded(179_800)]).when(ORDER, '2026-11-26T11:00:02Z')).toEqual({ type: 'ReleaseOrderStock', orderId: ORDER, productIds: [PRODUCT] });
    expect(given(workflow, [held, paid, cancelled(179_800), refunded(179_800), stock('released', '2026-11-26T11:00:03Z')]).done(ORDER)).toBe(true);
  });

  it('refunds only what is still owed: refunds an admin made before cancelling are not in refundAmount, ones after count', () => {
    const adminBefore = refunded(50_000, '2026-11-26T10:30:00Z');
    expect(given(workflow, [held, paid, adminBefore, cancelled(129_800)]).when(ORDER, '2026-11-26T11:00:01Z')).toMatchObject({ amount: 129_800 });
    expect(given(workflow, [held, paid, cancelled(129_800), refunded(29_800)]).when(ORDER, '2026-11-26T11:00:01Z')).toMatchObject({ amount: 100_000 });
    expect(given(workflow, [paid, cancelled(0)]).done(ORDER)).toBe(true);
  });

  it('never asks more than what is left of the payment: a refund between the cancel’s reading of the wallet and its record is in neither', () => {
    // The cancel read 1,798.00 unrefunded; an admin refunded 400.00 before OrderCancelled was written.
    const racing = [held, paid, refunded(40_000, '2026-11-26T10:59:59Z'), cancelled(179_800)];
    expect(given(workflow, racing).when(ORDER, '2026-11-26T11:00:01Z')).toMatchObject({ type: 'RefundCancelledOrder', amount: 139_800 });
    const settled = [...racing, refunded(139_800, '2026-11-26T11:00:02Z')];
    expect(given(workflow, settled).when(ORDER, '2026-11-26T11:00:03Z')).toEqual({ type: 'ReleaseOrderStock', orderId: ORDER, productIds: [PRODUCT] });
    expect(given(workflow, [...settled, stock('released', '2026-11-26T11:00:04Z')]).done(ORDER)).toBe(true);
    // So a paid order is watched until it ends or is cancelled, to know what was refunded of it before.
    expect(given(workflow, [paid]).done(ORDER)).toBe(false);
    expect(given(workflow, [paid, shipped]).done(ORDER)).toBe(true);
  });

  it('gives back stock held by an order never paid once the grace has passed, not before (its retry may still pay), if it is still unpaid then', () => {
    expect(given(workflow, [held]).when(ORDER, '2026-11-26T10:00:59Z')).toBeUndefined();
    expect(given(workflow, [held]).when(ORDER, '2026-11-26T10:01:00Z')).toEqual({ type: 'ReleaseOrderStock', orderId: ORDER, productIds: [PRODUCT], ifUnpaid: true });
    expect(given(workflow, [held, refused]).when(ORDER, '2026-11-26T10:01:00Z')).toMatchObject({ type: 'ReleaseOrderStock' });
  });

  it('keeps the stock of a paid order, and forgets one shipped (its pieces left with it)', () => {
    expect(given(workflow, [held, paid]).when(ORDER, '2026-11-30T10:00:00Z')).toBeUndefined();
    expect(given(workflow, [held, paid]).done(ORDER)).toBe(false);
    expect(given(workflow, [held, paid, shipped]).done(ORDER)).toBe(true);
  });

  it('minds only refunds of orders and stock moved by orders', () => {
    const adminEdit = recorded(`content.products-${PRODUCT}`, 'ProductsUpdated', { id: PRODUCT, family: 'products', changes: { stock: 9 } }, '2026-11-26T10:00:00Z');
    const sessionRefund = recorded('wallet-u-1', 'WalletRefunded', { transactionId: 'r', refundOf: 't', amount: 1, balanceAfter: 1, reason: 'x', source: { kind: 'session', id: 's-1' } }, '2026-11-26T10:00:00Z');
    expect(given(workflow, [adminEdit, sessionRefund]).keys()).toEqual([]);
  });
});
