import { randomUUID } from 'node:crypto';
import { supportTicketStreamName, userStreamName, type Actor, type SupportEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { supportTicketEntriesProjection } from './support-ticket-entries.projection.js';
import { supportTicketsProjection } from './support-tickets.projection.js';

const actor: Actor = { id: randomUUID(), role: 'customer' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString();

/** One ticket's events in one stream, in order. */
function ticket() {
  const log = new InMemoryLog();
  const ticketId = randomUUID();
  const customerId = randomUUID();
  const sessionId = randomUUID();
  const record = (event: SupportEvent) =>
    log.append(supportTicketStreamName(ticketId), [{ id: randomUUID(), type: event.type, data: event.data, metadata: { correlationId: 'c', causationId: 'c', actor, occurredAt: at(0), schemaVersion: 1 } }]);
  const link = { kind: 'consultation', id: sessionId } as const;
  record({ type: 'SupportTicketOpened', data: { ticketId, customerId, openerRole: 'customer', category: 'refund', text: '\n  Silent astrologer.\nMore detail.', images: [], link, openedAt: at(1) } });
  return { log, ticketId, customerId, link, record };
}

describe('support projections', () => {
  it('keeps one row per ticket: status, first answer, last message side, refund decided and paid', () => {
    const { log, ticketId, customerId, link, record } = ticket();
    record({ type: 'SupportTicketReplied', data: { ticketId, messageId: randomUUID(), side: 'support', authorId: randomUUID(), text: 'On it', images: [], at: at(5) } });
    record({ type: 'SupportTicketStatusChanged', data: { ticketId, from: 'open', to: 'resolved', side: 'support', at: at(5) } });
    record({ type: 'SupportRefundDecided', data: { ticketId, customerId, link, decision: 'partial', amount: 30_00, refundable: 60_00, parts: [], note: 'Half', at: at(6) } });
    record({ type: 'SupportRefundPaid', data: { ticketId, amount: 30_00, transactionIds: ['t'], at: at(6) } });
    expect(foldProjection(supportTicketsProjection, log.events).get(ticketId)).toMatchObject({
      customer_id: customerId,
      subject: 'Silent astrologer.',
      status: 'resolved',
      link_kind: 'consultation',
      first_answer_at: at(5),
      resolved_at: at(5),
      last_message_side: 'support',
      refund_decision: 'partial',
      refund_amount: 30_00,
      refund_refundable: 60_00,
      refund_paid_amount: 30_00,
    });
  });

  it('writes the thread as one entry per event, in the stream’s order', () => {
    const { log, ticketId, record } = ticket();
    record({ type: 'SupportTicketAssigned', data: { ticketId, assigneeId: randomUUID(), at: at(2) } });
    record({ type: 'SupportTicketReplied', data: { ticketId, messageId: randomUUID(), side: 'customer', authorId: randomUUID(), text: 'Any news?', images: ['/uploads/0123456789abcdef0123456789abcdef.png'], at: at(3) } });
    const entries = [...foldProjection(supportTicketEntriesProjection, log.events).values()].sort((a, b) => a.revision - b.revision);
    expect(entries.map((entry) => [entry.kind, entry.side, entry.text])).toEqual([
      ['message', 'customer', '\n  Silent astrologer.\nMore detail.'],
      ['assigned', 'support', null],
      ['message', 'customer', 'Any news?'],
    ]);
    expect(entries[2]!.images).toEqual(['/uploads/0123456789abcdef0123456789abcdef.png']);
  });

  it('blanks the words and screenshots of both sides when the opener is erased, and keeps the ticket and its money', () => {
    const { log, ticketId, customerId, link, record } = ticket();
    record({ type: 'SupportTicketReplied', data: { ticketId, customerId, messageId: randomUUID(), side: 'support', authorId: randomUUID(), text: 'Asha, we see the chat.', images: [], at: at(2) } });
    record({ type: 'SupportTicketReplied', data: { ticketId, customerId, messageId: randomUUID(), side: 'customer', authorId: customerId, text: 'My number is 98765 43210', images: ['/uploads/0123456789abcdef0123456789abcdef.png'], at: at(3) } });
    record({ type: 'SupportRefundDecided', data: { ticketId, customerId, link, decision: 'full', amount: 60_00, refundable: 60_00, parts: [], note: 'Asha was kept waiting', at: at(4) } });
    record({ type: 'SupportTicketStatusChanged', data: { ticketId, from: 'open', to: 'resolved', side: 'support', at: at(5) } });
    log.append(userStreamName(customerId), [{ id: randomUUID(), type: 'UserErased', data: { reason: 'Asked by phone' }, metadata: { correlationId: 'c', causationId: 'c', actor, occurredAt: at(9), schemaVersion: 1 } }]);

    expect(foldProjection(supportTicketsProjection, log.events).get(ticketId)).toMatchObject({ subject: '', refund_note: '', refund_amount: 60_00, status: 'resolved', category: 'refund' });
    const entries = [...foldProjection(supportTicketEntriesProjection, log.events).values()].sort((a, b) => a.revision - b.revision);
    expect(entries.map((entry) => [entry.kind, entry.side, entry.text, entry.images])).toEqual([
      ['message', 'customer', null, []],
      ['message', 'support', null, []],
      ['message', 'customer', null, []],
      ['refund_decided', 'support', null, []],
      ['status', 'support', null, []],
    ]);
    expect(entries[3]!.amount).toBe(60_00);
  });
});
