import {
  ORDER_STREAM_PREFIX,
  orderLineView,
  poojaBookingView,
  shippingAddressView,
  type OrderCanceller,
  type OrderEvent,
  type OrderEventType,
  type OrderKind,
  type OrderLineView,
  type OrderStatus,
  type PoojaBookingView,
  type ShippingAddressView,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import { isInWalletStream, paise } from '../wallet/wallet-stream.js';
import { ERASED_NAME, isUserErasure, userErasure } from '../users/erasure.js';

export interface OrderRow {
  readonly id: string;
  readonly user_id: string;
  readonly kind: OrderKind;
  readonly status: OrderStatus;
  readonly lines: readonly OrderLineView[];
  readonly total: number;
  readonly shipping: ShippingAddressView | null;
  readonly booking: PoojaBookingView | null;
  readonly wallet_transaction_id: string | null;
  readonly refunded_amount: number;
  readonly packed_at: Date | string | null;
  readonly shipped_at: Date | string | null;
  readonly carrier: string | null;
  readonly tracking_number: string | null;
  readonly delivered_at: Date | string | null;
  readonly performed_at: Date | string | null;
  readonly performed_note: string | null;
  readonly performed_media_url: string | null;
  readonly cancelled_at: Date | string | null;
  readonly cancelled_by: OrderCanceller | null;
  readonly cancel_reason: string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

/** A record rather than a list, so a new order event type in contracts fails the build here until it is handled. */
const ORDER_EVENT_TYPES: Record<OrderEventType, true> = {
  OrderPlaced: true,
  OrderPaid: true,
  OrderPaymentRefused: true,
  OrderPacked: true,
  OrderShipped: true,
  OrderDelivered: true,
  PoojaPerformed: true,
  OrderCancelled: true,
};

const isOrderEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(ORDER_STREAM_PREFIX) && Object.hasOwn(ORDER_EVENT_TYPES, event.type);

/** An admin's refund of an order's debit: the wallet event names the debit's own document, the order. */
const isOrderRefund = (event: RecordedEvent): boolean => {
  if (event.type !== 'WalletRefunded' || !isInWalletStream(event)) return false;
  const { kind } = (event.data as WalletRefunded).source;
  return kind === 'order' || kind === 'pooja';
};

/**
 * An erased customer's order (docs/users.md): what was bought, for how much, and the state the goods
 * went to (the place of supply of the tax records) stay; who and where within it do not (nor the
 * tracking number, which leads to the address, nor the pooja's note and photo made for them).
 */
const withoutPersonalData = (row: OrderRow): OrderRow => ({
  ...row,
  tracking_number: null,
  performed_note: null,
  performed_media_url: null,
  shipping: row.shipping && { name: ERASED_NAME, phone: '', address_line: '', city: '', state: row.shipping.state, pincode: '' },
  booking: row.booking && { ...row.booking, name: ERASED_NAME, gotra: null, for_whom: null, note: null },
});

/**
 * One row per order: what was bought at which price, its status (payment, then fulfilment), the
 * wallet debit that paid it, and how much of that debit has been refunded (the order's
 * WalletRefunded events, in the customer's wallet stream: an admin's, or a cancellation's).
 */
export const ordersProjection: DocumentProjection<OrderRow> = {
  name: 'orders',
  table: 'orders',
  handles: (event) => isOrderEvent(event) || isOrderRefund(event),
  keyOf: (event) => (isOrderEvent(event) ? (event.data as { orderId: string }).orderId : (event.data as WalletRefunded).source.id),
  perUser: userErasure('user_id'),
  evolve(row, recorded: RecordedEvent) {
    const at = recorded.metadata.occurredAt;
    if (isUserErasure(recorded)) return row && withoutPersonalData(row);
    if (!isOrderEvent(recorded)) {
      // A refund always follows its order's payment, so the row is there; one without is not an order's.
      const { amount } = recorded.data as WalletRefunded;
      return row && { ...row, refunded_amount: row.refunded_amount + amount, updated_at: at };
    }
    const event = recorded as unknown as OrderEvent;
    switch (event.type) {
      case 'OrderPlaced': {
        const order = event.data;
        return {
          id: order.orderId,
          user_id: order.userId,
          kind: order.kind,
          status: 'placed',
          lines: order.lines.map(orderLineView),
          total: order.total,
          shipping: order.kind === 'product' ? shippingAddressView(order.shipping) : null,
          booking: order.kind === 'pooja' ? poojaBookingView(order.booking) : null,
          wallet_transaction_id: null,
          refunded_amount: 0,
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
          created_at: at,
          updated_at: at,
        };
      }
      case 'OrderPaid':
        return row && { ...row, status: 'paid', wallet_transaction_id: event.data.transactionId, updated_at: at };
      case 'OrderPaymentRefused':
        // A refusal recorded after a racing retry paid the order does not unpay it (as in the decider).
        return row && (row.wallet_transaction_id !== null ? row : { ...row, status: 'payment_failed', updated_at: at });
      case 'OrderPacked':
        return row && { ...row, status: 'packed', packed_at: at, updated_at: at };
      case 'OrderShipped':
        return row && { ...row, status: 'shipped', shipped_at: at, carrier: event.data.carrier, tracking_number: event.data.trackingNumber, updated_at: at };
      case 'OrderDelivered':
        return row && { ...row, status: 'delivered', delivered_at: at, updated_at: at };
      case 'PoojaPerformed':
        return row && { ...row, status: 'performed', performed_at: at, performed_note: event.data.note, performed_media_url: event.data.mediaUrl, updated_at: at };
      case 'OrderCancelled':
        return row && { ...row, status: 'cancelled', cancelled_at: at, cancelled_by: event.data.cancelledBy, cancel_reason: event.data.reason, updated_at: at };
    }
  },
  fromStored: (stored) => ({ ...(stored as unknown as OrderRow), total: paise(stored.total), refunded_amount: paise(stored.refunded_amount) }),
  toStored: (row) => ({
    ...row,
    lines: JSON.stringify(row.lines),
    shipping: row.shipping && JSON.stringify(row.shipping),
    booking: row.booking && JSON.stringify(row.booking),
  }),
};
