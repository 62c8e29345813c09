import { SUPPORT_TICKET_STREAM_PREFIX, type SupportRefundDecided, type SupportRefundPaid } from '@nakshatra/contracts';
import type { Workflow } from './workflow.js';

/** A refund decided in a support ticket: decided with an amount, refunded to the wallet, recorded paid. */
export interface SupportRefund {
  readonly ticketId: string;
  /** Paise decided; 0 for a decision of none. */
  readonly amount: number;
  readonly paid: boolean;
}

export interface PaySupportRefund {
  readonly type: 'PaySupportRefund';
  readonly ticketId: string;
}

/**
 * update_support_ticket's refund decision writes the ticket (SupportRefundDecided), then the opener's
 * wallet (a WalletRefunded per debit, keyed by ticket and debit), then the ticket again
 * (SupportRefundPaid). A request that dies after the decision leaves money promised and not given:
 * the rest is done at once (completion; each write appends nothing when the request got there first).
 */
export const supportRefundWorkflow: Workflow<SupportRefund | undefined, PaySupportRefund> = {
  name: 'support-refund',
  streams: [SUPPORT_TICKET_STREAM_PREFIX],
  keyOf: (event) => (event.type === 'SupportRefundDecided' || event.type === 'SupportRefundPaid' ? (event.data as SupportRefundPaid).ticketId : undefined),
  initialState: () => undefined,
  evolve(state, event) {
    const refund = state ?? { ticketId: (event.data as SupportRefundPaid).ticketId, amount: 0, paid: false };
    if (event.type === 'SupportRefundDecided') return { ...refund, amount: (event.data as SupportRefundDecided).amount };
    return { ...refund, paid: true };
  },
  next: (state) => (state && state.amount > 0 && !state.paid ? { type: 'PaySupportRefund', ticketId: state.ticketId } : undefined),
  done: (state) => state === undefined || state.paid || state.amount === 0,
};
