import type { OrderCancelled, OrderEvent, OrderPaid, OrderPlaced } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';
import { refuse } from '@nakshatra/platform';
import { keyReused } from '../shared/idempotency.js';
import { decideFulfilment, STATUS_AFTER, type FulfilmentCommand, type FulfilmentStatus } from './order-fulfilment.js';

/**
 * An order paid from the wallet (`order-<orderId>`). Placing it records the priced order; paying
 * records the wallet debit that paid it, or that the wallet could not. The debit itself is decided
 * by the wallet; this stream only says which of its transactions paid the order. Once paid, admins
 * move it along (order-fulfilment.ts) or it is cancelled.
 */
export type OrderState =
  | { readonly status: 'absent' }
  | { readonly status: 'placed' | 'payment_failed'; readonly order: OrderPlaced }
  | { readonly status: FulfilmentStatus; readonly order: OrderPlaced; readonly payment: OrderPaid; readonly cancellation?: OrderCancelled };

export type ExistingOrder = Exclude<OrderState, { readonly status: 'absent' }>;
export type PaidOrder = Extract<OrderState, { readonly payment: OrderPaid }>;

export type OrderCommand =
  | { readonly type: 'PlaceOrder'; readonly order: OrderPlaced }
  | { readonly type: 'RecordPayment'; readonly transactionId: string; readonly balanceAfter: number }
  | { readonly type: 'RecordPaymentRefused'; readonly balance: number; readonly required: number }
  | FulfilmentCommand;

export const isPaid = (state: OrderState): state is PaidOrder => 'payment' in state;

/** The order, once placed; paying or refusing an order nobody placed is a bug of the caller (no client names an order here). */
export function existingOrder(state: OrderState): ExistingOrder {
  if (state.status === 'absent') throw new Error('The order was not placed');
  return state;
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { status: 'placed', order: event.data };
      case 'OrderPaid':
        return state.status === 'absent' || isPaid(state) ? state : { status: 'paid', order: state.order, payment: event.data };
      case 'OrderPaymentRefused':
        // A refusal recorded after a racing retry paid the order does not unpay it.
        return state.status === 'absent' || isPaid(state) ? state : { status: 'payment_failed', order: state.order };
      case 'OrderPacked':
      case 'OrderShipped':
      case 'OrderDelivered':
      case 'PoojaPerformed':
        return isPaid(state) ? { ...state, status: STATUS_AFTER[event.type] } : state;
      case 'OrderCancelled':
        return isPaid(state) ? { ...state, status: 'cancelled', cancellation: event.data } : state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PlaceOrder': {
        if (state.status === 'absent') return [{ type: 'OrderPlaced', data: command.order }];
        // The order id comes from the customer's Idempotency-Key: the same request again is a retry, another one a reuse of the key.
        if (state.order.requestHash !== command.order.requestHash) throw keyReused();
        return [];
      }
      case 'RecordPayment': {
        const existing = existingOrder(state);
        if (isPaid(existing)) return [];
        const { orderId, total } = existing.order;
        return [{ type: 'OrderPaid', data: { orderId, transactionId: command.transactionId, amount: total, balanceAfter: command.balanceAfter } }];
      }
      case 'RecordPaymentRefused': {
        const existing = existingOrder(state);
        if (isPaid(existing)) return [];
        return [{ type: 'OrderPaymentRefused', data: { orderId: existing.order.orderId, reason: 'insufficient_balance', balance: command.balance, required: command.required } }];
      }
      default: {
        // Only a paid order is fulfilled: one never placed or not paid is, to the caller, not there to move.
        if (!isPaid(state)) throw refuse('order.not_found');
        return decideFulfilment(command, state.status, state.order, state.payment);
      }
    }
  },
};
