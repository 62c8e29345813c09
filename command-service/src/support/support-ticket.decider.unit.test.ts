import type { SupportEvent } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { supportTicketDecider, type ItemDebit, type SupportTicketCommand } from './support-ticket.decider.js';

const given = givenWhen(supportTicketDecider);
const ticketId = '77777777-7777-4777-8777-777777777777';
const customer = '11111111-1111-5111-8111-111111111111';
const stranger = '44444444-4444-5444-8444-444444444444';
const admin = '99999999-9999-5999-8999-999999999999';
const sessionId = '33333333-3333-4333-8333-333333333333';
const t0 = new Date('2026-11-23T10:00:00.000Z');
const later = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);
const link = { kind: 'consultation', id: sessionId } as const;

/** A refusal as its status and code (docs/refusals.md); events as they are. */
const refusal = (result: SupportEvent[] | HttpError) => (result instanceof HttpError ? [result.status, result.code] : result);

const open = (overrides: Partial<Extract<SupportTicketCommand, { type: 'Open' }>> = {}): SupportTicketCommand => ({
  type: 'Open',
  ticketId,
  userId: customer,
  openerRole: 'customer',
  category: 'refund',
  text: 'The astrologer stopped answering after a minute.',
  images: [],
  link,
  linkIsOwn: true,
  at: t0,
  ...overrides,
});
const opened: SupportEvent = {
  type: 'SupportTicketOpened',
  data: { ticketId, customerId: customer, openerRole: 'customer', category: 'refund', text: 'The astrologer stopped answering after a minute.', images: [], link, openedAt: t0.toISOString() },
};
const message = (messageId: string, text: string) => ({ messageId, text, images: [] as string[] });
const replied = (messageId: string, side: 'customer' | 'support', text: string, at: Date): SupportEvent => ({
  type: 'SupportTicketReplied',
  data: { ticketId, customerId: customer, messageId, side, authorId: side === 'customer' ? customer : admin, text, images: [], at: at.toISOString() },
});
const moved = (from: string, to: string, side: 'customer' | 'support', at: Date) =>
  ({ type: 'SupportTicketStatusChanged', data: { ticketId, from, to, side, at: at.toISOString() } }) as SupportEvent;
const resolved = moved('open', 'resolved', 'support', later(1));

/** Three paid minutes of ₹20, the first already refunded ₹5. */
const debits: ItemDebit[] = [
  { debitId: 'd-1', amount: 20_00, refunded: 5_00 },
  { debitId: 'd-2', amount: 20_00, refunded: 0 },
  { debitId: 'd-3', amount: 20_00, refunded: 0 },
];
type Bearer = 'astrologer' | 'platform' | undefined;
/** Support's decision on the consultation: the astrologer at fault unless told otherwise (null: not said; none asks nothing). */
const decide = (decision: 'full' | 'partial' | 'none', amount?: number, borneBy: Bearer | null = decision === 'none' ? undefined : 'astrologer'): SupportTicketCommand => ({
  type: 'DecideRefund',
  decision,
  amount,
  note: 'Sorry for the trouble.',
  borneBy: borneBy ?? undefined,
  debits,
  at: later(2),
});

describe('support ticket decider: opening', () => {
  it('opens a ticket linked to one of the caller’s own consultations', () => {
    expect(given([]).when(open())).toEqual([opened]);
  });

  it('refuses a link to something that is not the caller’s with 404, as if it did not exist', () => {
    expect(refusal(given([]).when(open({ linkIsOwn: false })))).toEqual([404, 'support.link_not_found']);
  });

  it('takes a refund request only about something paid from the wallet', () => {
    expect(refusal(given([]).when(open({ link: null })))).toEqual([422, 'support.refund_needs_paid_item']);
    expect(refusal(given([]).when(open({ link: { kind: 'recharge', id: sessionId } })))).toEqual([422, 'support.refund_needs_paid_item']);
    expect(given([]).when(open({ category: 'technical', link: null }))).toHaveLength(1);
  });
});

describe('support ticket decider: the thread and its statuses', () => {
  it('moves to awaiting_customer when support answers, and back to open when the customer writes', () => {
    const answer: SupportTicketCommand = { type: 'SupportReply', adminId: admin, then: 'awaiting_customer', ...message('m-1', 'Looking into it.'), at: later(1) };
    expect(given([opened]).when(answer)).toEqual([replied('m-1', 'support', 'Looking into it.', later(1)), moved('open', 'awaiting_customer', 'support', later(1))]);
    const back: SupportTicketCommand = { type: 'OpenerReply', userId: customer, ...message('m-2', 'Thanks'), at: later(2) };
    expect(given([opened, moved('open', 'awaiting_customer', 'support', later(1))]).when(back)).toEqual([
      replied('m-2', 'customer', 'Thanks', later(2)),
      moved('awaiting_customer', 'open', 'customer', later(2)),
    ]);
  });

  it('answers a stranger 404 for every opener call', () => {
    for (const command of [
      { type: 'OpenerReply', userId: stranger, ...message('m-1', 'Hi'), at: later(1) },
      { type: 'Reopen', userId: stranger, message: null, at: later(1) },
      { type: 'Close', userId: stranger, at: later(1) },
    ] satisfies SupportTicketCommand[]) {
      expect(refusal(given([opened, resolved]).when(command))).toEqual([404, 'support.ticket_not_found']);
    }
    expect(refusal(given([]).when({ type: 'Assign', assigneeId: admin, at: t0 }))).toEqual([404, 'support.ticket_not_found']);
  });

  it('reopens a resolved ticket within 7 days, by a reply or by reopening, and not after', () => {
    const reopen = (at: Date): SupportTicketCommand => ({ type: 'Reopen', userId: customer, message: message('m-3', 'Still broken'), at });
    expect(given([opened, resolved]).when(reopen(later(1 + 7 * 24)))).toEqual([moved('resolved', 'open', 'customer', later(1 + 7 * 24)), replied('m-3', 'customer', 'Still broken', later(1 + 7 * 24))]);
    expect(refusal(given([opened, resolved]).when(reopen(later(2 + 7 * 24))))).toEqual([409, 'support.reopen_expired']);
    const late: SupportTicketCommand = { type: 'OpenerReply', userId: customer, ...message('m-4', 'Hello?'), at: later(2 + 7 * 24) };
    expect(refusal(given([opened, resolved]).when(late))).toEqual([409, 'support.reopen_expired']);
    expect(refusal(given([opened]).when(reopen(later(2))))).toEqual([409, 'support.not_resolved']);
  });

  it('lets the opener close the ticket, once; a closed ticket takes no replies', () => {
    const closed = moved('open', 'closed', 'customer', later(1));
    expect(given([opened]).when({ type: 'Close', userId: customer, at: later(1) })).toEqual([closed]);
    expect(given([opened, closed]).when({ type: 'Close', userId: customer, at: later(2) })).toEqual([]);
    const answer: SupportTicketCommand = { type: 'SupportReply', adminId: admin, then: 'resolved', ...message('m-1', 'Done'), at: later(2) };
    expect(refusal(given([opened, closed]).when(answer))).toEqual([409, 'support.ticket_closed']);
  });

  it('assigns and unassigns, writing nothing when nothing changes', () => {
    const assigned: SupportEvent = { type: 'SupportTicketAssigned', data: { ticketId, assigneeId: admin, at: later(1).toISOString() } };
    expect(given([opened]).when({ type: 'Assign', assigneeId: admin, at: later(1) })).toEqual([assigned]);
    expect(given([opened, assigned]).when({ type: 'Assign', assigneeId: admin, at: later(2) })).toEqual([]);
    expect(given([opened, assigned]).when({ type: 'Assign', assigneeId: null, at: later(2) })).toEqual([{ type: 'SupportTicketAssigned', data: { ticketId, assigneeId: null, at: later(2).toISOString() } }]);
  });
});

describe('support ticket decider: refund decisions', () => {
  const decided = (decision: 'full' | 'partial' | 'none', amount: number, parts: { debitId: string; amount: number }[], borneBy: Bearer = decision === 'none' ? undefined : 'astrologer'): SupportEvent => ({
    type: 'SupportRefundDecided',
    data: { ticketId, customerId: customer, link, decision, amount, refundable: 55_00, parts, ...(borneBy ? { borneBy } : {}), note: 'Sorry for the trouble.', at: later(2).toISOString() },
  });
  const fieldRefused = (result: SupportEvent[] | HttpError) => (result instanceof HttpError ? [result.status, result.errors?.map((error) => [error.path, error.code])] : result);

  it('refunds in full what was paid and not yet refunded, split over the debits', () => {
    expect(given([opened]).when(decide('full'))).toEqual([
      decided('full', 55_00, [
        { debitId: 'd-1', amount: 15_00 },
        { debitId: 'd-2', amount: 20_00 },
        { debitId: 'd-3', amount: 20_00 },
      ]),
    ]);
  });

  it('refunds part, oldest debits first, and never more than is refundable', () => {
    expect(given([opened]).when(decide('partial', 27_50))).toEqual([
      decided('partial', 27_50, [
        { debitId: 'd-1', amount: 15_00 },
        { debitId: 'd-2', amount: 12_50 },
      ]),
    ]);
    expect(refusal(given([opened]).when(decide('partial', 55_01)))).toEqual([422, 'support.refund_too_much']);
  });

  it('records a decision of none with its note and no money', () => {
    expect(given([opened]).when(decide('none'))).toEqual([decided('none', 0, [])]);
  });

  it('records who bears a consultation refund: the astrologer at fault, or the platform as goodwill', () => {
    expect(given([opened]).when(decide('partial', 20_00, 'platform'))).toEqual([decided('partial', 20_00, [{ debitId: 'd-1', amount: 15_00 }, { debitId: 'd-2', amount: 5_00 }], 'platform')]);
    expect(given([opened]).when(decide('full'))).toMatchObject([{ data: { borneBy: 'astrologer' } }]);
  });

  it('refuses a consultation refund that does not say who bears it, and a bearer where nothing earned an astrologer anything, naming the field', () => {
    expect(fieldRefused(given([opened]).when(decide('full', undefined, null)))).toEqual([400, [['borne_by', 'field.refund_bearer']]]);
    expect(fieldRefused(given([opened]).when(decide('none', undefined, 'platform')))).toEqual([400, [['borne_by', 'field.refund_bearer_not_applicable']]]);
    const order: SupportEvent = { type: 'SupportTicketOpened', data: { ...(opened.data as Extract<SupportEvent, { type: 'SupportTicketOpened' }>['data']), link: { kind: 'order', id: sessionId } } };
    expect(fieldRefused(given([order]).when(decide('full', undefined, 'astrologer')))).toEqual([400, [['borne_by', 'field.refund_bearer_not_applicable']]]);
    expect(given([order]).when(decide('full', undefined, null))).toMatchObject([{ type: 'SupportRefundDecided', data: { link: { kind: 'order' } } }]);
    expect((given([order]).when(decide('full', undefined, null)) as SupportEvent[])[0]!.data).not.toHaveProperty('borneBy');
  });

  it('takes the same decision again as done, and refuses a different one', () => {
    const first = decided('partial', 27_50, [
      { debitId: 'd-1', amount: 15_00 },
      { debitId: 'd-2', amount: 12_50 },
    ]);
    expect(given([opened, first]).when(decide('partial', 27_50))).toEqual([]);
    expect(refusal(given([opened, first]).when(decide('full')))).toEqual([409, 'support.refund_decided']);
    // Who bears it is part of the decision: the other choice is another decision.
    expect(refusal(given([opened, first]).when(decide('partial', 27_50, 'platform')))).toEqual([409, 'support.refund_decided']);
  });

  it('refuses a refund when nothing was paid, or the ticket is about no paid item', () => {
    const nothingPaid: SupportTicketCommand = { ...(decide('full') as Extract<SupportTicketCommand, { type: 'DecideRefund' }>), debits: [] };
    expect(refusal(given([opened]).when(nothingPaid))).toEqual([409, 'support.nothing_to_refund']);
    const unlinked: SupportEvent = { type: 'SupportTicketOpened', data: { ...(opened.data as Extract<SupportEvent, { type: 'SupportTicketOpened' }>['data']), category: 'technical', link: null } };
    expect(refusal(given([unlinked]).when(decide('full')))).toEqual([409, 'support.nothing_to_refund']);
  });

  it('records the refund paid once', () => {
    const first = decided('full', 55_00, []);
    const paid: SupportEvent = { type: 'SupportRefundPaid', data: { ticketId, amount: 55_00, transactionIds: ['t-1'], at: later(3).toISOString() } };
    const record: SupportTicketCommand = { type: 'RecordRefundPaid', amount: 55_00, transactionIds: ['t-1'], at: later(3) };
    expect(given([opened, first]).when(record)).toEqual([paid]);
    expect(given([opened, first, paid]).when(record)).toEqual([]);
    expect(given([opened]).when(record)).toEqual([]);
  });
});
