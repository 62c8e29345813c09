import { rupees, type OrderCancelled, type OrderShipped, type OrderStatusNotice, type PoojaPerformed } from '@nakshatra/contracts';
import { mailKind, userRecipient, type ComposedMail, type MailKind } from '../mail/mail-kind.js';

const items = (notice: OrderStatusNotice) => notice.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');
const SEE_ORDERS = 'See it in your order history on Nakshatra.';

/** A mail to the customer about their order, from any of its status changes (docs/orders.md, "Fulfilment"); its items name it, as in the order history. */
const orderMail = <Data extends OrderStatusNotice>(event: string, kind: string, says: (notice: Data) => { subject: string; lines: string[] }): MailKind =>
  mailKind<Data>(event, kind, (notice): ComposedMail => {
    const { subject, lines } = says(notice);
    return { recipient: userRecipient(notice.userId), subject, body: [...lines, '', `Items: ${items(notice)}.`, SEE_ORDERS].join('\n') };
  });

/** Each status change after payment, as the customer is told it by mail. */
export const orderMails: readonly MailKind[] = [
  orderMail<OrderStatusNotice>('OrderPacked', 'order_packed', () => ({ subject: 'Your order is packed', lines: ['Your order is packed and will be handed to the courier soon.'] })),
  orderMail<OrderShipped>('OrderShipped', 'order_shipped', ({ carrier, trackingNumber }) => ({
    subject: 'Your order is on its way',
    lines: [`Your order has been shipped with ${carrier}. Tracking number: ${trackingNumber}.`],
  })),
  orderMail<OrderStatusNotice>('OrderDelivered', 'order_delivered', () => ({ subject: 'Your order was delivered', lines: ['Your order has been delivered. We hope it brings you peace and good fortune.'] })),
  orderMail<PoojaPerformed>('PoojaPerformed', 'pooja_performed', ({ note, mediaUrl }) => ({
    subject: 'Your pooja has been performed',
    lines: [note, '', `A photo or video of it: ${mediaUrl}`],
  })),
  orderMail<OrderCancelled>('OrderCancelled', 'order_cancelled', ({ reason, refundAmount }) => ({
    subject: 'Your order was cancelled',
    lines: [`Your order was cancelled: ${reason}`, refundAmount > 0 ? `${rupees(refundAmount)} is refunded to your Nakshatra wallet.` : 'Nothing was left to refund.'],
  })),
];
