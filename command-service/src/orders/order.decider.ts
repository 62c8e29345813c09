import type { OrderEvent, OrderPaid, OrderPlaced } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';
import { keyReused } from '../shared/idempotency.js';

/**
 * An order paid from the wallet (`order-<orderId>`). Placing it records the priced order; paying
 * records the wallet debit that paid it, or that the wallet could not. The debit itself is decided
 * by the wallet; this stream only says which of its transactions paid the order.
 */
export type OrderState =
  | { readonly status: 'absent' }
  | { readonly status: 'placed' | 'payment_failed'; readonly order: OrderPlaced }
  | { readonly status: 'paid'; readonly order: OrderPlaced; readonly payment: OrderPaid };

export type ExistingOrder = Exclude<OrderState, { readonly status: 'absent' }>;

export type OrderCommand =
  | { readonly type: 'PlaceOrder'; readonly order: OrderPlaced }
  | { readonly type: 'RecordPayment'; readonly transactionId: string; readonly balanceAfter: number }
  | { readonly type: 'RecordPaymentRefused'; readonly balance: number; readonly required: number };

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
        return state.status === 'absent' ? state : { status: 'paid', order: state.order, payment: event.data };
      case 'OrderPaymentRefused':
        // A refusal recorded after a racing retry paid the order does not unpay it.
        return state.status === 'absent' || state.status === 'paid' ? state : { status: 'payment_failed', order: state.order };
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
        if (existing.status === 'paid') return [];
        const { orderId, total } = existing.order;
        return [{ type: 'OrderPaid', data: { orderId, transactionId: command.transactionId, amount: total, balanceAfter: command.balanceAfter } }];
      }
      case 'RecordPaymentRefused': {
        const existing = existingOrder(state);
        if (existing.status === 'paid') return [];
        return [{ type: 'OrderPaymentRefused', data: { orderId: existing.order.orderId, reason: 'insufficient_balance', balance: command.balance, required: command.required } }];
      }
    }
  },
};
