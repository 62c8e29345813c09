import type { RefundBearer, SupportCategory, SupportLinkKind, SupportRefundDecision, SupportSide, SupportTicketStatus } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { isUserErasure, userErasure } from '../users/erasure.js';
import { asSupportEvent, isSupportEvent, paiseOrNull, ticketIdOf } from './support-stream.js';

type Time = Date | string;

export interface SupportTicketRow {
  readonly id: string;
  readonly customer_id: string;
  readonly opener_role: 'customer' | 'astrologer';
  readonly category: SupportCategory;
  readonly status: SupportTicketStatus;
  readonly subject: string;
  readonly link_kind: SupportLinkKind | null;
  readonly link_id: string | null;
  readonly assignee_id: string | null;
  readonly created_at: Time;
  readonly updated_at: Time;
  readonly last_message_at: Time;
  readonly last_message_side: SupportSide;
  readonly first_answer_at: Time | null;
  readonly resolved_at: Time | null;
  readonly refund_decision: SupportRefundDecision | null;
  readonly refund_amount: number | null;
  readonly refund_refundable: number | null;
  readonly refund_note: string | null;
  readonly refund_borne_by: RefundBearer | null;
  readonly refund_decided_at: Time | null;
  readonly refund_paid_amount: number | null;
  readonly refund_paid_at: Time | null;
}

/** The first line of the opening message, short enough for a list row. */
export const SUBJECT_LENGTH = 120;
const subjectOf = (text: string) => {
  const line = text.split('\n').find((part) => part.trim()) ?? text;
  return Array.from(line.trim()).slice(0, SUBJECT_LENGTH).join('');
};

/**
 * One row per ticket: the queue, a person's own list, and the head of a ticket's page. The opener's
 * erasure blanks the words (the subject from their message, support's note on the refund) and
 * keeps the ticket: its category, statuses, times, link and the refund's money (docs/support.md).
 */
export const supportTicketsProjection: DocumentProjection<SupportTicketRow> = {
  name: 'support_tickets',
  table: 'support_tickets',
  handles: isSupportEvent,
  keyOf: ticketIdOf,
  perUser: userErasure('customer_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return row && { ...row, subject: '', refund_note: row.refund_note === null ? null : '' };
    const event = asSupportEvent(recorded);
    if (event.type === 'SupportTicketOpened') {
      const { ticketId, customerId, openerRole, category, text, link, openedAt } = event.data;
      return {
        id: ticketId,
        customer_id: customerId,
        opener_role: openerRole,
        category,
        status: 'open',
        subject: subjectOf(text),
        link_kind: link?.kind ?? null,
        link_id: link?.id ?? null,
        assignee_id: null,
        created_at: openedAt,
        updated_at: openedAt,
        last_message_at: openedAt,
        last_message_side: 'customer',
        first_answer_at: null,
        resolved_at: null,
        refund_decision: null,
        refund_amount: null,
        refund_refundable: null,
        refund_note: null,
        refund_borne_by: null,
        refund_decided_at: null,
        refund_paid_amount: null,
        refund_paid_at: null,
      };
    }
    if (!row) return null;
    switch (event.type) {
      case 'SupportTicketReplied': {
        const { side, at } = event.data;
        const firstAnswer = side === 'support' && row.first_answer_at === null ? at : row.first_answer_at;
        return { ...row, last_message_at: at, last_message_side: side, first_answer_at: firstAnswer, updated_at: at };
      }
      case 'SupportTicketStatusChanged': {
        const { to, at } = event.data;
        return { ...row, status: to, resolved_at: to === 'resolved' ? at : row.resolved_at, updated_at: at };
      }
      case 'SupportTicketAssigned':
        return { ...row, assignee_id: event.data.assigneeId, updated_at: event.data.at };
      case 'SupportRefundDecided': {
        const { decision, amount, refundable, note, borneBy, at } = event.data;
        // A decision answers the customer as a reply does, so it also stops the first-answer clock.
        const firstAnswer = row.first_answer_at ?? at;
        const refund = { refund_decision: decision, refund_amount: amount, refund_refundable: refundable, refund_note: note, refund_borne_by: borneBy ?? null, refund_decided_at: at };
        return { ...row, ...refund, first_answer_at: firstAnswer, updated_at: at };
      }
      case 'SupportRefundPaid':
        return { ...row, refund_paid_amount: event.data.amount, refund_paid_at: event.data.at, updated_at: event.data.at };
    }
  },
  fromStored: (stored) => ({
    ...(stored as unknown as SupportTicketRow),
    refund_amount: paiseOrNull(stored.refund_amount),
    refund_refundable: paiseOrNull(stored.refund_refundable),
    refund_paid_amount: paiseOrNull(stored.refund_paid_amount),
  }),
};
