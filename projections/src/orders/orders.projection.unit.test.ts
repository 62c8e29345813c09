import { randomUUID } from 'node:crypto';
import { orderStreamName, type Actor, type OrderEventDataByType, type OrderEventType, type OrderPlaced } from '@nakshatra/contracts';
import type { NewEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { WalletEvents } from '../wallet/testing/wallet-event-fixtures.js';
import { ordersProjection } from './orders.projection.js';

const NOT_FULFILLED = {
  packed_at: null,
  shipped_at: null,
  carrier: null,
  tracking_number: null,
  delivered_at: null,
  performed_at: null,
  performed_note: null,
  performed_media_url: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

function orderEvent<Type extends OrderEventType>(type: Type, data: OrderEventDataByType[Type], minute: number, actor: Actor): NewEvent {
  return { id: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor, occurredAt: at(minute).toISOString(), schemaVersion: 1 } };
}

describe('orders projection', () => {
  const userId = randomUUID();
  const customer: Actor = { id: userId, role: 'customer' };
  const itemId = randomUUID();
  const placedOrder = (orderId: string): OrderPlaced => ({
    orderId,
    userId,
    kind: 'product',
    lines: [{ itemId, title: 'Shree Yantra', unitPrice: 89_900, quantity: 2, amount: 179_800 }],
    total: 179_800,
    shipping: { name: 'Asha', phone: '9876543210', addressLine: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    idempotencyKey: 'key-12345678',
    requestHash: 'f'.repeat(64),
  });

  it('follows an order from placed to paid, and sums the refunds of its debit', () => {
    const orderId = randomUUID();
    const wallet = new WalletEvents(userId);
    wallet.adjust(500_000, at(0));
    const debitId = wallet.debit(179_800, at(2), { kind: 'order', id: orderId }, 'Astro Mall order: Shree Yantra × 2');
    const log = new InMemoryLog();
    log.append(orderStreamName(orderId), [orderEvent('OrderPlaced', placedOrder(orderId), 1, customer)]);
    log.append(wallet.stream, wallet.take());
    log.append(orderStreamName(orderId), [orderEvent('OrderPaid', { orderId, transactionId: debitId, amount: 179_800, balanceAfter: 320_200 }, 2, customer)]);
    wallet.refund(debitId, 50_000, at(3), { kind: 'order', id: orderId });
    wallet.refund(debitId, 29_800, at(4), { kind: 'order', id: orderId });
    // A refund of another kind of debit is not an order's.
    wallet.refund(wallet.debit(1_000, at(5)), 1_000, at(6), { kind: 'session', id: 'session-1' });
    log.append(wallet.stream, wallet.take());

    const rows = foldProjection(ordersProjection, log.events);
    expect([...rows.keys()]).toEqual([orderId]);
    expect(rows.get(orderId)).toEqual({
      id: orderId,
      user_id: userId,
      kind: 'product',
      status: 'paid',
      lines: [{ item_id: itemId, title: 'Shree Yantra', unit_price: 89_900, quantity: 2, amount: 179_800 }],
      total: 179_800,
      shipping: { name: 'Asha', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      booking: null,
      wallet_transaction_id: debitId,
      refunded_amount: 79_800,
      ...NOT_FULFILLED,
      created_at: at(1).toISOString(),
      updated_at: at(4).toISOString(),
    });
  });

  it('marks a refused payment, and a later successful retry paid', () => {
    const orderId = randomUUID();
    const refused = orderEvent('OrderPaymentRefused', { orderId, reason: 'insufficient_balance', balance: 100, required: 179_800 }, 2, customer);
    const log = new InMemoryLog();
    log.append(orderStreamName(orderId), [orderEvent('OrderPlaced', placedOrder(orderId), 1, customer), refused]);
    expect(foldProjection(ordersProjection, log.events).get(orderId)).toMatchObject({ status: 'payment_failed', wallet_transaction_id: null, updated_at: at(2).toISOString() });

    log.append(orderStreamName(orderId), [orderEvent('OrderPaid', { orderId, transactionId: 'debit-1', amount: 179_800, balanceAfter: 0 }, 3, customer)]);
    expect(foldProjection(ordersProjection, log.events).get(orderId)).toMatchObject({ status: 'paid', wallet_transaction_id: 'debit-1' });
  });

  it('stores a pooja booking, and folds on from a stored row whose bigint columns pg answers as strings', () => {
    const orderId = randomUUID();
    const booking: OrderPlaced = {
      ...placedOrder(orderId),
      kind: 'pooja',
      lines: [{ itemId, title: 'Navgraha Shanti Pooja', unitPrice: 510_000, quantity: 1, amount: 510_000 }],
      total: 510_000,
      booking: { name: 'Ravi', gotra: 'Kashyap', date: '2026-12-01', forWhom: null, note: null },
    };
    const log = new InMemoryLog();
    log.append(orderStreamName(orderId), [orderEvent('OrderPlaced', booking, 1, customer)]);
    const row = foldProjection(ordersProjection, log.events).get(orderId)!;
    expect(row).toMatchObject({ kind: 'pooja', shipping: null, booking: { name: 'Ravi', gotra: 'Kashyap', date: '2026-12-01', for_whom: null, note: null } });
    expect(ordersProjection.toStored!(row)).toMatchObject({ shipping: null, booking: JSON.stringify(row.booking), lines: JSON.stringify(row.lines) });
    expect(ordersProjection.fromStored!({ ...row, total: '510000', refunded_amount: '0' })).toEqual(row);
  });

  describe('fulfilment', () => {
    const paidOrder = (orderId: string) => {
      const log = new InMemoryLog();
      log.append(orderStreamName(orderId), [
        orderEvent('OrderPlaced', placedOrder(orderId), 1, customer),
        orderEvent('OrderPaid', { orderId, transactionId: 'debit-1', amount: 179_800, balanceAfter: 0 }, 2, customer),
      ]);
      return log;
    };
    const admin: Actor = { id: randomUUID(), role: 'admin' };
    const notice = (orderId: string) => {
      const { orderId: id, userId: user, kind, lines, total, shipping } = placedOrder(orderId) as Extract<OrderPlaced, { kind: 'product' }>;
      return { orderId: id, userId: user, kind, lines, total, shipping, booking: null };
    };

    it('records when an order was packed, shipped with which carrier and tracking number, and delivered', () => {
      const orderId = randomUUID();
      const log = paidOrder(orderId);
      log.append(orderStreamName(orderId), [
        orderEvent('OrderPacked', notice(orderId), 3, admin),
        orderEvent('OrderShipped', { ...notice(orderId), carrier: 'India Post', trackingNumber: 'EE123456789IN' }, 4, admin),
      ]);
      expect(foldProjection(ordersProjection, log.events).get(orderId)).toMatchObject({
        status: 'shipped',
        packed_at: at(3).toISOString(),
        shipped_at: at(4).toISOString(),
        carrier: 'India Post',
        tracking_number: 'EE123456789IN',
        delivered_at: null,
      });
      log.append(orderStreamName(orderId), [orderEvent('OrderDelivered', notice(orderId), 5, admin)]);
      expect(foldProjection(ordersProjection, log.events).get(orderId)).toMatchObject({ status: 'delivered', delivered_at: at(5).toISOString(), updated_at: at(5).toISOString() });
    });

    it('records a pooja performed with its note and link, and a cancellation with who and why', () => {
      const performedId = randomUUID();
      const log = paidOrder(performedId);
      log.append(orderStreamName(performedId), [orderEvent('PoojaPerformed', { ...notice(performedId), note: 'Performed at dawn', mediaUrl: 'https://example.com/v.mp4' }, 3, admin)]);
      expect(foldProjection(ordersProjection, log.events).get(performedId)).toMatchObject({ status: 'performed', performed_at: at(3).toISOString(), performed_note: 'Performed at dawn', performed_media_url: 'https://example.com/v.mp4' });

      const cancelledId = randomUUID();
      const cancelled = paidOrder(cancelledId);
      cancelled.append(orderStreamName(cancelledId), [
        orderEvent('OrderCancelled', { ...notice(cancelledId), reason: 'Ordered twice', cancelledBy: 'customer', paymentTransactionId: 'debit-1', refundAmount: 179_800 }, 3, customer),
      ]);
      expect(foldProjection(ordersProjection, cancelled.events).get(cancelledId)).toMatchObject({ status: 'cancelled', cancelled_at: at(3).toISOString(), cancelled_by: 'customer', cancel_reason: 'Ordered twice' });
    });
  });
});
