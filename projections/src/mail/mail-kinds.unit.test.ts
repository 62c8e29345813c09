import type { OrderCancelled, OrderShipped, SupportTicketReplied } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { emailOutboxProjection } from './email-outbox.projection.js';

const recorded = (type: string, data: unknown): RecordedEvent =>
  ({ id: `event-${type}`, type, streamName: 's-1', revision: 0n, data, metadata: { occurredAt: '2026-11-27T06:00:00.000Z' } }) as unknown as RecordedEvent;
const mailOf = (type: string, data: unknown) => emailOutboxProjection.evolve(null, recorded(type, data));

const reply = (fields: Partial<SupportTicketReplied>): SupportTicketReplied => ({
  ticketId: 'abcdef12-3456-4789-8abc-def012345678',
  customerId: 'customer-1',
  messageId: 'm-1',
  side: 'support',
  authorId: 'admin-1',
  text: 'We have refunded half of the chat.',
  images: [],
  at: '2026-11-27T06:00:00.000Z',
  ...fields,
});

const notice = { orderId: 'order-1', userId: 'customer-1', kind: 'product' as const, lines: [{ itemId: 'p-1', title: 'Rudraksha mala', unitPrice: 49_900, quantity: 2, amount: 99_800 }], total: 99_800, shipping: null, booking: null };

describe('mails of support tickets and orders (the outbox, one row per event)', () => {
  it('sends support’s reply to the ticket’s opener, and the opener’s to the support team', () => {
    expect(mailOf('SupportTicketReplied', reply({}))).toMatchObject({
      kind: 'support_reply',
      recipient: 'user:customer-1',
      subject: 'Nakshatra support replied to your ticket T-ABCDEF12',
      body: expect.stringContaining('We have refunded half of the chat.'),
    });
    expect(mailOf('SupportTicketReplied', reply({ side: 'customer', authorId: 'customer-1', text: 'Thank you.' }))).toMatchObject({
      recipient: 'support',
      subject: 'Ticket T-ABCDEF12: the customer replied',
      body: expect.stringContaining('Thank you.'),
    });
    // A reply recorded before replies named their opener can only go to the team.
    expect(mailOf('SupportTicketReplied', reply({ customerId: undefined }))).toMatchObject({ recipient: 'support' });
  });

  it('tells the customer of each status change of their order, with the tracking number and the refund', () => {
    const shipped: OrderShipped = { ...notice, carrier: 'India Post', trackingNumber: 'EE123456789IN' };
    expect(mailOf('OrderShipped', shipped)).toMatchObject({
      kind: 'order_shipped',
      recipient: 'user:customer-1',
      subject: 'Your order is on its way',
      body: expect.stringMatching(/India Post\. Tracking number: EE123456789IN\.[\s\S]*Items: 2 × Rudraksha mala\./),
    });
    const cancelled: OrderCancelled = { ...notice, reason: 'Out of stock at the supplier', cancelledBy: 'admin', paymentTransactionId: 't-1', refundAmount: 99_800 };
    expect(mailOf('OrderCancelled', cancelled)?.body).toContain('₹ 998 is refunded to your Nakshatra wallet.');
    for (const type of ['OrderPacked', 'OrderDelivered']) expect(mailOf(type, notice)).toMatchObject({ recipient: 'user:customer-1' });
    expect(mailOf('PoojaPerformed', { ...notice, kind: 'pooja', note: 'Performed at dawn.', mediaUrl: 'https://example.in/p.mp4' })?.body).toContain('https://example.in/p.mp4');
  });
});
