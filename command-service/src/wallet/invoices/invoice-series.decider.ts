import type { InvoiceEvent, InvoiceIssued } from '@nakshatra/contracts';
import type { Decider } from '../../shared/decider.js';

/** One financial year's invoices: the next number is one more than the last, and a recharge gets one invoice. */
export interface InvoiceSeriesState {
  readonly lastSequence: number;
  /** rechargeId → its invoice (a retry answers with it). */
  readonly byRecharge: Map<string, InvoiceIssued>;
}

export type IssueInvoice = Omit<InvoiceIssued, 'sequence' | 'number'> & { readonly type: 'IssueInvoice'; readonly numberOf: (sequence: number) => string };

export const invoiceSeriesDecider: Decider<InvoiceSeriesState, IssueInvoice, InvoiceEvent> = {
  initialState: () => ({ lastSequence: 0, byRecharge: new Map() }),
  // Sets in place, as the wallet does: a year's series folds many events and no state is reused.
  evolve: (state, event) => ({ lastSequence: event.data.sequence, byRecharge: state.byRecharge.set(event.data.rechargeId, event.data) }),
  decide(command, state) {
    if (state.byRecharge.has(command.rechargeId)) return [];
    const { type: _type, numberOf, ...invoice } = command;
    const sequence = state.lastSequence + 1;
    return [{ type: 'InvoiceIssued', data: { ...invoice, sequence, number: numberOf(sequence) } }];
  },
};
