import { describe, expect, it } from 'vitest';
import { orderPaymentWorkflow } from './order-payment.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const ORDER = 'o-1';
const placed = recorded(`order-${ORDER}`, 'OrderPlaced', { orderId: ORDER, userId: 'u-1', kind: 'product', total: 149_900 }, '2026-11-26T10:00:00Z');
const debited = (kind: string, id = ORDER) =>
  recorded('wallet-u-1', 'WalletDebited', { transactionId: 't-1', amount: 149_900, balanceAfter: 50_100, reason: 'Astro Mall order', source: { kind, id } }, '2026-11-26T10:00:00.050Z');
const paid = recorded(`order-${ORDER}`, 'OrderPaid', { orderId: ORDER, transactionId: 't-1', amount: 149_900, balanceAfter: 50_100 }, '2026-11-26T10:00:00.080Z');

describe('order payment workflow', () => {
  it('records an order paid whose wallet was debited but which still says placed, at once', () => {
    expect(given(orderPaymentWorkflow, [placed, debited('order')]).when(ORDER, '2026-11-26T10:00:00.100Z')).toEqual({
      type: 'RecordOrderPayment',
      orderId: ORDER,
      transactionId: 't-1',
      balanceAfter: 50_100,
    });
    expect(given(orderPaymentWorkflow, [placed, debited('pooja')]).when(ORDER, '2026-11-26T10:00:00.100Z')).toMatchObject({ type: 'RecordOrderPayment' });
  });

  it('is done once the order is paid, and asks nothing of an order never debited (it took no money)', () => {
    expect(given(orderPaymentWorkflow, [placed, debited('order'), paid]).done(ORDER)).toBe(true);
    expect(given(orderPaymentWorkflow, [placed]).when(ORDER, '2026-11-27T10:00:00Z')).toBeUndefined();
  });

  it('minds only debits that pay orders', () => {
    expect(given(orderPaymentWorkflow, [debited('session', 's-1')]).keys()).toEqual([]);
  });
});
