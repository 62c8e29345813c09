import type { OrderCancelled, OrderShipped, OrderStatusNotice, PoojaPerformed } from '@nakshatra/contracts';
import { mailKind, userRecipient, type ComposedMail, type MailKind } from '../mail/mail-kind.js';
import { mailTexts, wordMail, type MailTexts } from '../mail/mail-texts.js';

const items = (notice: OrderStatusNotice) => notice.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');

/** A mail to the customer about their order, from any of its status changes (docs/orders.md, "Fulfilment"), in their language; its items name it, as in the order history. */
const orderMail = <Data extends OrderStatusNotice>(event: string, kind: string, word: (notice: Data, items: string) => MailTexts): MailKind =>
  mailKind<Data>(event, kind, (notice): ComposedMail => ({ recipient: userRecipient(notice.userId), texts: word(notice, items(notice)), userId: notice.userId }));

/** Each status change after payment, as the customer is told it by mail. */
export const orderMails: readonly MailKind[] = [
  orderMail<OrderStatusNotice>('OrderPacked', 'order_packed', (_notice, items) => wordMail(mailTexts.order_packed, { items })),
  orderMail<OrderShipped>('OrderShipped', 'order_shipped', ({ carrier, trackingNumber }, items) => wordMail(mailTexts.order_shipped, { items, carrier, trackingNumber })),
  orderMail<OrderStatusNotice>('OrderDelivered', 'order_delivered', (_notice, items) => wordMail(mailTexts.order_delivered, { items })),
  orderMail<PoojaPerformed>('PoojaPerformed', 'pooja_performed', ({ note, mediaUrl }, items) => wordMail(mailTexts.pooja_performed, { items, mediaUrl }, note)),
  orderMail<OrderCancelled>('OrderCancelled', 'order_cancelled', ({ reason, refundAmount }, items) => wordMail(mailTexts.order_cancelled, { items, reason, refundAmount })),
];
