import {
  contentStreamName,
  ORDER_STREAM_PREFIX,
  WALLET_STREAM_PREFIX,
  type ContentUpdatedData,
  type OrderCancelled,
  type OrderPaid,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from './workflow.js';

/** What an order holds beyond its own stream, and what it is owed, as its events tell. */
export interface OrderSettlement {
  readonly orderId: string;
  /** unpaid: placed (or not even that); ended: shipped, delivered or performed — the stock it held is gone with it. */
  readonly stage: 'unpaid' | 'refused' | 'paid' | 'ended' | 'cancelled';
  /** The products whose pieces the order holds now. */
  readonly held: readonly string[];
  /** When an unpaid order began holding stock (ms): the grace runs from here. */
  readonly heldSince: number | undefined;
  readonly cancellation: Pick<OrderCancelled, 'userId' | 'paymentTransactionId' | 'refundAmount'> | undefined;
  /** What the wallet has refunded of the order's payment since it was cancelled. */
  readonly refundedSinceCancel: number;
  /** What paid the order (OrderPaid), and what of it the wallet has refunded in all, by anyone. */
  readonly paid: number | undefined;
  readonly refunded: number;
}

export type OrderSettlementStep =
  | { readonly type: 'RefundCancelledOrder'; readonly orderId: string; readonly userId: string; readonly paymentTransactionId: string; readonly amount: number }
  /**
   * `ifUnpaid`: the grace's compensation, taken only if the order is still unpaid and its debit not
   * made when the step runs: this flow may not have seen yet an OrderPaid the order-payment
   * workflow wrote in the same tick (a request that died after its debit, healed a minute later).
   */
  | { readonly type: 'ReleaseOrderStock'; readonly orderId: string; readonly productIds: readonly string[]; readonly ifUnpaid?: true };

const PRODUCT_STREAM_PREFIX = contentStreamName('products', '');

/** The stock movement a product's event records, if any (order-settlement.ts writes them). */
const stockMovementOf = (event: RecordedEvent) => (event.streamName.startsWith(PRODUCT_STREAM_PREFIX) ? (event.data as Partial<ContentUpdatedData>).stockMovement : undefined);

/** The order events that change what an order holds or is owed; placing and packing change neither. */
const ORDER_EVENTS = new Set(['OrderPaid', 'OrderPaymentRefused', 'OrderShipped', 'OrderDelivered', 'PoojaPerformed', 'OrderCancelled']);

const isOrderRefund = (event: RecordedEvent): boolean => {
  if (event.type !== 'WalletRefunded') return false;
  const { kind } = (event.data as WalletRefunded).source;
  return kind === 'order' || kind === 'pooja';
};

const ENDED = new Set(['OrderShipped', 'OrderDelivered', 'PoojaPerformed']);

/**
 * An order's stock and money end as its status says (docs/orders.md):
 *
 * * cancelled: the refund to the wallet, then the stock given back, at once (completion; the
 *   request takes both itself, and each appends nothing when done — the refund is keyed by the order).
 *   What is owed is the cancellation's `refundAmount` less what was refunded since, and never more
 *   than what is left of the payment: a refund that landed between the cancel's reading of the
 *   wallet and its record is in neither, so a paid order is watched until it ends or is cancelled;
 * * holding stock but never paid (its request died, or the wallet refused it) once the grace has
 *   passed: the stock given back (compensation; a retry with the same key holds it again).
 */
export const orderSettlementWorkflow = (graceMs: number): Workflow<OrderSettlement | undefined, OrderSettlementStep> => ({
  name: 'order-settlement',
  streams: [ORDER_STREAM_PREFIX, PRODUCT_STREAM_PREFIX, WALLET_STREAM_PREFIX],
  keyOf(event) {
    if (event.streamName.startsWith(ORDER_STREAM_PREFIX)) return ORDER_EVENTS.has(event.type) ? (event.data as { orderId: string }).orderId : undefined;
    if (isOrderRefund(event)) return (event.data as WalletRefunded).source.id;
    return stockMovementOf(event)?.orderId;
  },
  initialState: () => undefined,
  evolve(state, event) {
    const movement = stockMovementOf(event);
    const orderId = movement?.orderId ?? (event.data as { orderId?: string }).orderId ?? (event.data as WalletRefunded).source?.id ?? '';
    const flow: OrderSettlement = state ?? { orderId, stage: 'unpaid', held: [], heldSince: undefined, cancellation: undefined, refundedSinceCancel: 0, paid: undefined, refunded: 0 };
    if (movement) {
      const productId = (event.data as ContentUpdatedData).id;
      const others = flow.held.filter((id) => id !== productId);
      if (movement.change === 'released') return { ...flow, held: others, heldSince: others.length === 0 ? undefined : flow.heldSince };
      const unpaid = flow.stage === 'unpaid' || flow.stage === 'refused';
      return { ...flow, held: [...others, productId], heldSince: unpaid ? (flow.heldSince ?? Date.parse(event.recordedAt)) : flow.heldSince };
    }
    if (event.type === 'WalletRefunded') {
      const { amount } = event.data as WalletRefunded;
      return { ...flow, refunded: flow.refunded + amount, refundedSinceCancel: flow.stage === 'cancelled' ? flow.refundedSinceCancel + amount : flow.refundedSinceCancel };
    }
    if (event.type === 'OrderPaid') {
      const paid = (event.data as OrderPaid).amount;
      return flow.stage === 'unpaid' || flow.stage === 'refused' ? { ...flow, stage: 'paid', heldSince: undefined, paid } : { ...flow, paid };
    }
    if (event.type === 'OrderPaymentRefused') return flow.stage === 'unpaid' ? { ...flow, stage: 'refused' } : flow;
    if (ENDED.has(event.type)) return { ...flow, stage: 'ended' };
    if (event.type === 'OrderCancelled') {
      const { userId, paymentTransactionId, refundAmount } = event.data as OrderCancelled;
      return { ...flow, stage: 'cancelled', cancellation: { userId, paymentTransactionId, refundAmount }, refundedSinceCancel: 0 };
    }
    return flow;
  },
  next(state, now) {
    if (!state) return undefined;
    const { orderId, cancellation, held } = state;
    if (state.stage === 'cancelled' && cancellation) {
      const owed = owedOf(state);
      if (owed > 0) return { type: 'RefundCancelledOrder', orderId, userId: cancellation.userId, paymentTransactionId: cancellation.paymentTransactionId, amount: owed };
      return held.length > 0 ? { type: 'ReleaseOrderStock', orderId, productIds: held } : undefined;
    }
    const unpaid = state.stage === 'unpaid' || state.stage === 'refused';
    if (unpaid && held.length > 0 && state.heldSince !== undefined && now.getTime() - state.heldSince >= graceMs) return { type: 'ReleaseOrderStock', orderId, productIds: held, ifUnpaid: true };
    return undefined;
  },
  // Forgotten once nothing is held or owed: a later hold or cancellation brings, in its own event, all it needs.
  // A paid order is kept until it ends: if it is cancelled, its refunds before are what bound the refund owed.
  done: (state) => {
    if (!state || state.stage === 'ended') return true;
    return state.stage !== 'paid' && owedOf(state) <= 0 && state.held.length === 0;
  },
});

/** What a cancelled order is still owed: its refundAmount less what came back since, within what is left of its payment. */
function owedOf(state: OrderSettlement): number {
  if (state.stage !== 'cancelled' || !state.cancellation) return 0;
  const promised = state.cancellation.refundAmount - state.refundedSinceCancel;
  const left = state.paid === undefined ? promised : state.paid - state.refunded;
  return Math.max(0, Math.min(promised, left));
}
