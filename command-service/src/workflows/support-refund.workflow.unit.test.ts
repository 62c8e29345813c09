import { describe, expect, it } from 'vitest';
import { supportRefundWorkflow } from './support-refund.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const TICKET = '77777777-7777-4777-8777-777777777777';
const STREAM = `support-ticket-${TICKET}`;
const NOW = '2026-11-26T10:00:00Z';
const decided = (amount: number) => recorded(STREAM, 'SupportRefundDecided', { ticketId: TICKET, amount, decision: amount ? 'partial' : 'none', parts: [] }, NOW);
const paid = recorded(STREAM, 'SupportRefundPaid', { ticketId: TICKET, amount: 30_00, transactionIds: ['t-1'] }, NOW);
const replied = recorded(STREAM, 'SupportTicketReplied', { ticketId: TICKET, text: 'Hello' }, NOW);

describe('support refund workflow', () => {
  it('pays a refund decided and not recorded paid, at once', () => {
    expect(given(supportRefundWorkflow, [decided(30_00)]).when(TICKET, NOW)).toEqual({ type: 'PaySupportRefund', ticketId: TICKET });
    expect(given(supportRefundWorkflow, [decided(30_00)]).done(TICKET)).toBe(false);
  });

  it('asks nothing once the refund is recorded paid, and forgets it', () => {
    const flow = given(supportRefundWorkflow, [decided(30_00), paid]);
    expect(flow.when(TICKET, NOW)).toBeUndefined();
    expect(flow.done(TICKET)).toBe(true);
  });

  it('asks nothing of a decision of none, nor of the thread', () => {
    expect(given(supportRefundWorkflow, [decided(0), replied]).when(TICKET, NOW)).toBeUndefined();
    expect(given(supportRefundWorkflow, [decided(0)]).done(TICKET)).toBe(true);
    expect(supportRefundWorkflow.keyOf(replied)).toBeUndefined();
  });
});
