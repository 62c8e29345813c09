import type { OrderEvent, OrderKind, OrderPaid, OrderPlaced, OrderStatus, OrderStatusNotice } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';

/** The statuses of a paid order, from confirmed (`paid`) to its end. */
export type FulfilmentStatus = Extract<OrderStatus, 'paid' | 'packed' | 'shipped' | 'delivered' | 'performed' | 'cancelled'>;

/** The commands that move a paid order along (update_order_history/{id}). */
export type FulfilmentCommand =
  | { readonly type: 'PackOrder' }
  | { readonly type: 'ShipOrder'; readonly carrier: string; readonly trackingNumber: string }
  | { readonly type: 'DeliverOrder' }
  | { readonly type: 'RecordPoojaPerformed'; readonly note: string; readonly mediaUrl: string }
  | {
      readonly type: 'CancelOrder';
      readonly reason: string;
      readonly cancelledBy: 'customer' | 'admin';
      /** What of the payment is still unrefunded, read from the wallet by the handler. */
      readonly refundAmount: number;
    };

interface Move {
  /** The status the command leads to, as refusals name it. */
  readonly to: FulfilmentStatus;
  /** The order kind it applies to; both when absent. */
  readonly kind?: OrderKind;
  /** The statuses it moves on from. */
  readonly from: readonly FulfilmentStatus[];
}

/**
 * The fulfilment paths: a product order paid (confirmed) → packed → shipped → delivered; a pooja
 * paid → performed; either cancelled while not yet on its way (a customer only while confirmed:
 * the handler checks who asks).
 */
const MOVES: Readonly<Record<FulfilmentCommand['type'], Move>> = {
  PackOrder: { to: 'packed', kind: 'product', from: ['paid'] },
  ShipOrder: { to: 'shipped', kind: 'product', from: ['packed'] },
  DeliverOrder: { to: 'delivered', kind: 'product', from: ['shipped'] },
  RecordPoojaPerformed: { to: 'performed', kind: 'pooja', from: ['paid'] },
  CancelOrder: { to: 'cancelled', from: ['paid', 'packed'] },
};

const noticeOf = (order: OrderPlaced): OrderStatusNotice => ({
  orderId: order.orderId,
  userId: order.userId,
  kind: order.kind,
  lines: order.lines,
  total: order.total,
  shipping: order.kind === 'product' ? order.shipping : null,
  booking: order.kind === 'pooja' ? order.booking : null,
});

/**
 * The event of a fulfilment command on a paid order in `status`, or none when the order is already
 * there (an admin's double click, a retried request). Refused when the kind or status does not allow it.
 */
export function decideFulfilment(command: FulfilmentCommand, status: FulfilmentStatus, order: OrderPlaced, payment: OrderPaid): OrderEvent[] {
  const move = MOVES[command.type];
  if (move.kind && move.kind !== order.kind) throw refuse('order.wrong_kind', { kind: order.kind, action: move.to });
  if (status === move.to) return [];
  // A customer is told what they can do instead, whatever became of the order since it was confirmed.
  if (command.type === 'CancelOrder' && command.cancelledBy === 'customer' && status !== 'paid') throw refuse('order.cancel_too_late');
  if (!move.from.includes(status)) throw refuse('order.wrong_status', { status, action: move.to });
  const notice = noticeOf(order);
  switch (command.type) {
    case 'PackOrder':
      return [{ type: 'OrderPacked', data: notice }];
    case 'ShipOrder':
      return [{ type: 'OrderShipped', data: { ...notice, carrier: command.carrier, trackingNumber: command.trackingNumber } }];
    case 'DeliverOrder':
      return [{ type: 'OrderDelivered', data: notice }];
    case 'RecordPoojaPerformed':
      return [{ type: 'PoojaPerformed', data: { ...notice, note: command.note, mediaUrl: command.mediaUrl } }];
    case 'CancelOrder': {
      // Never more than was paid, whatever the caller read.
      const refundAmount = Math.min(Math.max(command.refundAmount, 0), payment.amount);
      const { reason, cancelledBy } = command;
      return [{ type: 'OrderCancelled', data: { ...notice, reason, cancelledBy, paymentTransactionId: payment.transactionId, refundAmount } }];
    }
  }
}

/** The status a fulfilment event leads to. */
export const STATUS_AFTER: Readonly<Record<'OrderPacked' | 'OrderShipped' | 'OrderDelivered' | 'PoojaPerformed' | 'OrderCancelled', FulfilmentStatus>> = {
  OrderPacked: 'packed',
  OrderShipped: 'shipped',
  OrderDelivered: 'delivered',
  PoojaPerformed: 'performed',
  OrderCancelled: 'cancelled',
};
