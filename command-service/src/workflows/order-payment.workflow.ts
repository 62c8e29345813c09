import { ORDER_STREAM_PREFIX, WALLET_STREAM_PREFIX, type MoneySource, type WalletDebited } from '@nakshatra/contracts';
import type { Workflow } from './workflow.js';

/** An order paid from the wallet: placed, debited, recorded paid. */
export interface OrderPayment {
  readonly orderId: string;
  readonly placed: boolean;
  readonly paid: boolean;
  /** The wallet's debit for this order, once made. */
  readonly debit: { readonly transactionId: string; readonly balanceAfter: number } | undefined;
}

export interface RecordOrderPayment {
  readonly type: 'RecordOrderPayment';
  readonly orderId: string;
  readonly transactionId: string;
  readonly balanceAfter: number;
}

const ORDER_SOURCES: ReadonlySet<MoneySource['kind']> = new Set(['order', 'pooja']);

/**
 * create_order_history places the order, debits the wallet (keyed by the order), then records the
 * order paid. A request that dies after the debit leaves money taken for an order that still says
 * placed; the customer's retry heals it, but one who never retries would be charged for an unpaid
 * order. So a debit for an order not recorded paid is recorded at once (the order's decider appends
 * nothing if the request got there first). An order placed but never debited took no money and stays placed.
 */
export const orderPaymentWorkflow: Workflow<OrderPayment | undefined, RecordOrderPayment> = {
  name: 'order-payment',
  streams: [ORDER_STREAM_PREFIX, WALLET_STREAM_PREFIX],
  keyOf(event) {
    if (event.streamName.startsWith(ORDER_STREAM_PREFIX)) return (event.data as { orderId: string }).orderId;
    if (event.type !== 'WalletDebited') return undefined;
    const { source } = event.data as WalletDebited;
    return ORDER_SOURCES.has(source.kind) ? source.id : undefined;
  },
  initialState: () => undefined,
  evolve(state, event) {
    const payment = state ?? { orderId: (event.data as { orderId?: string }).orderId ?? (event.data as WalletDebited).source.id, placed: false, paid: false, debit: undefined };
    switch (event.type) {
      case 'OrderPlaced':
        return { ...payment, placed: true };
      case 'OrderPaid':
        return { ...payment, paid: true };
      case 'WalletDebited': {
        const { transactionId, balanceAfter } = event.data as WalletDebited;
        return { ...payment, debit: { transactionId, balanceAfter } };
      }
      default:
        return payment;
    }
  },
  next: (state) => (state?.placed && !state.paid && state.debit ? { type: 'RecordOrderPayment', orderId: state.orderId, ...state.debit } : undefined),
  done: (state) => state?.paid === true,
};
