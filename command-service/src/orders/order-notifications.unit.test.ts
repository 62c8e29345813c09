import { notificationText, type OrderEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { orderUpdateNotification } from './order-notifications.js';

const notice = {
  orderId: 'order-1',
  userId: 'customer-1',
  kind: 'product' as const,
  lines: [
    { itemId: 'p-1', title: 'Rudraksha mala', unitPrice: 49_900, quantity: 2, amount: 99_800 },
    { itemId: 'p-2', title: 'Gangajal', unitPrice: 9_900, quantity: 1, amount: 9_900 },
  ],
  total: 109_700,
  shipping: null,
  booking: null,
};

describe('order update notifications', () => {
  it('tells the customer their order shipped, with the carrier and tracking number, in English and Hindi, linking the order history', () => {
    const news = orderUpdateNotification({ type: 'OrderShipped', data: { ...notice, carrier: 'India Post', trackingNumber: 'EE123456789IN' } });
    expect(news).toMatchObject({
      userId: 'customer-1',
      message: {
        kind: 'order_update',
        title: 'Your order is on its way',
        body: '2 × Rudraksha mala, Gangajal: shipped with India Post, tracking number EE123456789IN.',
        link: '/order-history',
        data: { status: 'shipped', order_id: 'order-1', carrier: 'India Post', tracking_number: 'EE123456789IN' },
      },
    });
    expect(notificationText('order_update', news!.message.data ?? null, 'hi')).toEqual({
      title: 'आपका ऑर्डर रास्ते में है',
      body: '2 × Rudraksha mala, Gangajal: India Post से भेजा गया, ट्रैकिंग नंबर EE123456789IN।',
    });
  });

  it('tells each change after payment, and nothing of placing or paying', () => {
    const told = (event: OrderEvent) => orderUpdateNotification(event)?.message.title ?? null;
    expect(told({ type: 'OrderPacked', data: notice })).toBe('Your order is packed');
    expect(told({ type: 'OrderDelivered', data: notice })).toBe('Your order was delivered');
    expect(told({ type: 'PoojaPerformed', data: { ...notice, kind: 'pooja', note: 'Done at dawn.', mediaUrl: 'https://example.in/p.jpg' } })).toBe('Your pooja has been performed');
    expect(told({ type: 'OrderCancelled', data: { ...notice, reason: 'Out of stock', cancelledBy: 'admin', paymentTransactionId: 't-1', refundAmount: 109_700 } })).toBe('Your order was cancelled');
    expect(told({ type: 'OrderPaid', data: { orderId: 'order-1', transactionId: 't-1', amount: 109_700, balanceAfter: 0 } })).toBeNull();
  });
});
