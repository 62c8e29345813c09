import {
  contentStreamName,
  orderCancelRefundKey,
  ORDER_STREAM_PREFIX,
  type ContentUpdatedData,
  type OrderCancelled,
  type OrderPaid,
  type WalletDebited,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

const PRODUCT_STREAM_PREFIX = contentStreamName('products', '');

interface Order {
  paid?: OrderPaid;
  cancelled?: OrderCancelled;
  /** Pieces held now, by product: reserved minus released. */
  readonly held: Map<string, number>;
}

/**
 * What an order cut by a crash could leave (the order-payment and order-settlement workflows,
 * docs/workflows.md), found from the events alone, not by the orders' own code:
 * - money debited for an order that never recorded it paid;
 * - a cancelled order with money owed refunded other than exactly once, by the refund keyed
 *   `order-cancel-<id>`, of the debit that paid it and for what the cancellation owed; such a refund
 *   for an order never cancelled;
 * - stock given back by an order that no longer held it (given back twice), or still held by an
 *   order cancelled or never paid.
 */
export function orderOrphans(events: readonly RecordedEvent[]): string[] {
  const orders = new Map<string, Order>();
  const orderOf = (id: string): Order => orders.get(id) ?? orders.set(id, { held: new Map() }).get(id)!;
  const debited = new Set<string>();
  const cancelRefunds = new Map<string, WalletRefunded[]>();
  const found: string[] = [];
  for (const event of events) {
    const { streamName, type } = event;
    if (streamName.startsWith(ORDER_STREAM_PREFIX)) {
      const order = orderOf(streamName.slice(ORDER_STREAM_PREFIX.length));
      if (type === 'OrderPaid') order.paid = event.data as OrderPaid;
      if (type === 'OrderCancelled') order.cancelled = event.data as OrderCancelled;
    } else if (streamName.startsWith(PRODUCT_STREAM_PREFIX)) {
      const { id: productId, stockMovement } = event.data as Partial<ContentUpdatedData>;
      if (!stockMovement || !productId) continue;
      const { held } = orderOf(stockMovement.orderId);
      const now = held.get(productId) ?? 0;
      if (stockMovement.change === 'released' && now < stockMovement.quantity) found.push(`order ${stockMovement.orderId} gave back ${stockMovement.quantity} of ${productId} holding ${now}`);
      held.set(productId, stockMovement.change === 'reserved' ? now + stockMovement.quantity : Math.max(0, now - stockMovement.quantity));
    } else if (type === 'WalletDebited') {
      const { source } = event.data as WalletDebited;
      if (source.kind === 'order' || source.kind === 'pooja') debited.add(source.id);
    } else if (type === 'WalletRefunded') {
      const refund = event.data as WalletRefunded;
      if (refund.idempotencyKey === orderCancelRefundKey(refund.source.id)) cancelRefunds.set(refund.source.id, [...(cancelRefunds.get(refund.source.id) ?? []), refund]);
    }
  }

  for (const id of debited) if (!orders.get(id)?.paid) found.push(`order ${id} debited but not paid`);
  for (const [id, order] of orders) {
    const refunds = cancelRefunds.get(id) ?? [];
    const owed = order.cancelled?.refundAmount ?? 0;
    if (!order.cancelled && refunds.length > 0) found.push(`order ${id} refunded as cancelled but never cancelled`);
    if (order.cancelled && owed > 0) {
      const [refund] = refunds;
      if (refunds.length !== 1) found.push(`cancelled order ${id} refunded ${refunds.length} times`);
      else if (refund!.refundOf !== order.cancelled.paymentTransactionId || refund!.amount !== owed) found.push(`cancelled order ${id} refunded ${refund!.amount} of ${refund!.refundOf}, owed ${owed} of ${order.cancelled.paymentTransactionId}`);
    }
    const holding = [...order.held].filter(([, pieces]) => pieces > 0);
    if (holding.length > 0 && (order.cancelled || !order.paid)) found.push(`${order.cancelled ? 'cancelled' : 'unpaid'} order ${id} still holds stock of ${holding.map(([product]) => product).join(', ')}`);
  }
  return found;
}
