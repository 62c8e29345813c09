import { notificationOf, type OrderEvent, type OrderStatusNotice } from '@nakshatra/contracts';
import type { NotificationMessage } from '../notifications/notifier.js';

/** The status each change after payment leads to, as the customer is told of it (docs/orders.md, "Fulfilment"). */
const TOLD = { OrderPacked: 'packed', OrderShipped: 'shipped', OrderDelivered: 'delivered', PoojaPerformed: 'performed', OrderCancelled: 'cancelled' } as const;

const itemsOf = ({ lines }: OrderStatusNotice) => lines.map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.title}` : line.title)).join(', ');

/** Whom to tell what of a status change just recorded (null for an event the customer is not told of): the event carries it all. */
export function orderUpdateNotification(event: OrderEvent): { readonly userId: string; readonly message: NotificationMessage } | null {
  if (!Object.hasOwn(TOLD, event.type)) return null;
  const notice = event.data as OrderStatusNotice;
  const shipment: Record<string, string> = event.type === 'OrderShipped' ? { carrier: event.data.carrier, tracking_number: event.data.trackingNumber } : {};
  const status = TOLD[event.type as keyof typeof TOLD];
  return { userId: notice.userId, message: { ...notificationOf('order_update', { status, items: itemsOf(notice), order_id: notice.orderId, ...shipment }), link: '/order-history' } };
}
