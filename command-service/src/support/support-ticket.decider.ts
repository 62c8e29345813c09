import {
  fieldError,
  SUPPORT_REOPEN_DAYS,
  type RefundBearer,
  type SupportCategory,
  type SupportEvent,
  type SupportLink,
  type SupportRefundDecided,
  type SupportRefundDecision,
  type SupportRefundPart,
  type SupportSide,
  type SupportTicketOpened,
  type SupportTicketStatus,
} from '@nakshatra/contracts';
import { badRequest, refuse } from '@nakshatra/platform';
import type { Decider } from '../shared/decider.js';

/**
 * One support ticket (`support-ticket-<ticketId>`, docs/support.md). What the ticket is linked to
 * and what was paid for it are read from their own streams by the handler and come in with the
 * command, so the decider stays pure.
 */
export type SupportTicketState =
  | { readonly status: 'absent' }
  | {
      readonly status: SupportTicketStatus;
      readonly ticket: SupportTicketOpened;
      readonly assigneeId: string | null;
      readonly resolvedAt: string | null;
      readonly refund: SupportRefundDecided | null;
      readonly refundPaid: boolean;
    };
export type ExistingTicket = Exclude<SupportTicketState, { readonly status: 'absent' }>;

/** A wallet debit of the linked item: what it took and how much of it is refunded already. */
export interface ItemDebit {
  readonly debitId: string;
  readonly amount: number;
  readonly refunded: number;
}

interface Message {
  readonly messageId: string;
  readonly text: string;
  readonly images: readonly string[];
}

export type SupportTicketCommand =
  | {
      readonly type: 'Open';
      readonly ticketId: string;
      readonly userId: string;
      readonly openerRole: 'customer' | 'astrologer';
      readonly category: SupportCategory;
      readonly text: string;
      readonly images: readonly string[];
      /** The link asked for, and whether it names one of the caller's own things (the handler looked). */
      readonly link: SupportLink | null;
      readonly linkIsOwn: boolean;
      readonly at: Date;
    }
  /** The opener writes; a reply to a resolved ticket reopens it (within 7 days). */
  | ({ readonly type: 'OpenerReply'; readonly userId: string; readonly at: Date } & Message)
  | { readonly type: 'Reopen'; readonly userId: string; readonly message: Message | null; readonly at: Date }
  | { readonly type: 'Close'; readonly userId: string; readonly at: Date }
  | ({ readonly type: 'SupportReply'; readonly adminId: string; readonly then: 'awaiting_customer' | 'resolved'; readonly at: Date } & Message)
  | { readonly type: 'Assign'; readonly assigneeId: string | null; readonly at: Date }
  | { readonly type: 'SetStatus'; readonly to: SupportTicketStatus; readonly at: Date }
  | {
      readonly type: 'DecideRefund';
      readonly decision: SupportRefundDecision;
      /** Paise, for a partial refund. */
      readonly amount: number | undefined;
      readonly note: string;
      /** A consultation refunded: the astrologer at fault or the platform as goodwill (docs/support.md, "Who bears a refund"). */
      readonly borneBy: RefundBearer | undefined;
      /** The wallet debits of the linked item, from the opener's wallet. */
      readonly debits: readonly ItemDebit[];
      readonly at: Date;
    }
  | { readonly type: 'RecordRefundPaid'; readonly amount: number; readonly transactionIds: readonly string[]; readonly at: Date };

/** Kinds of link whose item was paid from the wallet, so a refund can be asked for and decided. */
const PAID_KINDS: ReadonlySet<SupportLink['kind']> = new Set(['consultation', 'order', 'pooja']);

export function existingTicket(state: SupportTicketState): ExistingTicket {
  if (state.status === 'absent') throw refuse('support.ticket_not_found');
  return state;
}

/** The ticket, for its opener; anyone else learns nothing of it (404). */
function openersTicket(state: SupportTicketState, userId: string): ExistingTicket {
  const ticket = existingTicket(state);
  if (ticket.ticket.customerId !== userId) throw refuse('support.ticket_not_found');
  return ticket;
}

function notClosed(ticket: ExistingTicket): void {
  if (ticket.status === 'closed') throw refuse('support.ticket_closed');
}

/** A resolved ticket may be reopened for SUPPORT_REOPEN_DAYS after it was resolved. */
function assertReopenable(ticket: ExistingTicket, at: Date): void {
  const until = new Date(ticket.resolvedAt!).getTime() + SUPPORT_REOPEN_DAYS * 86_400_000;
  if (at.getTime() > until) throw refuse('support.reopen_expired', { days: SUPPORT_REOPEN_DAYS });
}

const statusChange = (ticket: ExistingTicket, to: SupportTicketStatus, side: SupportSide, at: Date): SupportEvent[] =>
  ticket.status === to ? [] : [{ type: 'SupportTicketStatusChanged', data: { ticketId: ticket.ticket.ticketId, from: ticket.status, to, side, at: at.toISOString() } }];

const reply = (ticket: ExistingTicket, side: SupportSide, authorId: string, message: Message, at: Date): SupportEvent => ({
  type: 'SupportTicketReplied',
  data: { ticketId: ticket.ticket.ticketId, customerId: ticket.ticket.customerId, messageId: message.messageId, side, authorId, text: message.text, images: message.images, at: at.toISOString() },
});

/** Splits a refund over the item's debits, oldest first, never more than each has left. */
export function refundParts(debits: readonly ItemDebit[], amount: number): SupportRefundPart[] {
  const parts: SupportRefundPart[] = [];
  let left = amount;
  for (const debit of debits) {
    const take = Math.min(left, debit.amount - debit.refunded);
    if (take > 0) parts.push({ debitId: debit.debitId, amount: take });
    left -= take;
  }
  return parts;
}

/**
 * Only a consultation's minutes earned an astrologer something: refunding them says who bears it,
 * and nothing else does (an order, a pooja, or no refund at all).
 */
function assertBearer(link: SupportLink, command: Extract<SupportTicketCommand, { type: 'DecideRefund' }>): void {
  const asked = link.kind === 'consultation' && command.decision !== 'none';
  if (asked && !command.borneBy) throw badRequest([fieldError('borne_by', 'field.refund_bearer')]);
  if (!asked && command.borneBy) throw badRequest([fieldError('borne_by', 'field.refund_bearer_not_applicable')]);
}

function decideRefund(ticket: ExistingTicket, command: Extract<SupportTicketCommand, { type: 'DecideRefund' }>): SupportEvent[] {
  notClosed(ticket);
  const { link, customerId, ticketId } = ticket.ticket;
  if (!link || !PAID_KINDS.has(link.kind)) throw refuse('support.nothing_to_refund');
  const refundable = command.debits.reduce((sum, debit) => sum + debit.amount - debit.refunded, 0);
  if (ticket.refund) {
    // The same decision again (a retried request) changes nothing; another one is refused.
    const decided = ticket.refund;
    const same = decided.decision === command.decision && (command.decision !== 'partial' || decided.amount === command.amount) && decided.borneBy === command.borneBy;
    if (same) return [];
    throw refuse('support.refund_decided');
  }
  if (command.decision !== 'none' && refundable === 0) throw refuse('support.nothing_to_refund');
  const amount = command.decision === 'full' ? refundable : command.decision === 'partial' ? command.amount! : 0;
  if (amount > refundable) throw refuse('support.refund_too_much', { refundable });
  assertBearer(link, command);
  const decided: SupportRefundDecided = {
    ticketId,
    customerId,
    link,
    decision: command.decision,
    amount,
    refundable,
    parts: refundParts(command.debits, amount),
    ...(command.borneBy ? { borneBy: command.borneBy } : {}),
    note: command.note,
    at: command.at.toISOString(),
  };
  return [{ type: 'SupportRefundDecided', data: decided }];
}

export const supportTicketDecider: Decider<SupportTicketState, SupportTicketCommand, SupportEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'SupportTicketOpened') return { status: 'open', ticket: event.data, assigneeId: null, resolvedAt: null, refund: null, refundPaid: false };
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'SupportTicketStatusChanged':
        return { ...state, status: event.data.to, resolvedAt: event.data.to === 'resolved' ? event.data.at : state.resolvedAt };
      case 'SupportTicketAssigned':
        return { ...state, assigneeId: event.data.assigneeId };
      case 'SupportRefundDecided':
        return { ...state, refund: event.data };
      case 'SupportRefundPaid':
        return { ...state, refundPaid: true };
      case 'SupportTicketReplied':
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Open': {
        // The ticket id is drawn per request: one already here is a bug, not something a client can act on.
        if (state.status !== 'absent') throw new Error(`Support ticket ${command.ticketId} already exists`);
        if (command.link && !command.linkIsOwn) throw refuse('support.link_not_found');
        if (command.category === 'refund' && !(command.link && PAID_KINDS.has(command.link.kind))) throw refuse('support.refund_needs_paid_item');
        const { ticketId, userId, openerRole, category, text, images, link, at } = command;
        return [{ type: 'SupportTicketOpened', data: { ticketId, customerId: userId, openerRole, category, text, images, link, openedAt: at.toISOString() } }];
      }
      case 'OpenerReply': {
        const ticket = openersTicket(state, command.userId);
        notClosed(ticket);
        if (ticket.status === 'resolved') assertReopenable(ticket, command.at);
        return [reply(ticket, 'customer', command.userId, command, command.at), ...statusChange(ticket, 'open', 'customer', command.at)];
      }
      case 'Reopen': {
        const ticket = openersTicket(state, command.userId);
        notClosed(ticket);
        if (ticket.status !== 'resolved') throw refuse('support.not_resolved');
        assertReopenable(ticket, command.at);
        const message = command.message ? [reply(ticket, 'customer', command.userId, command.message, command.at)] : [];
        return [...statusChange(ticket, 'open', 'customer', command.at), ...message];
      }
      case 'Close':
        return statusChange(openersTicket(state, command.userId), 'closed', 'customer', command.at);
      case 'SupportReply': {
        const ticket = existingTicket(state);
        notClosed(ticket);
        return [reply(ticket, 'support', command.adminId, command, command.at), ...statusChange(ticket, command.then, 'support', command.at)];
      }
      case 'Assign': {
        const ticket = existingTicket(state);
        if (ticket.assigneeId === command.assigneeId) return [];
        return [{ type: 'SupportTicketAssigned', data: { ticketId: ticket.ticket.ticketId, assigneeId: command.assigneeId, at: command.at.toISOString() } }];
      }
      case 'SetStatus':
        return statusChange(existingTicket(state), command.to, 'support', command.at);
      case 'DecideRefund':
        return decideRefund(existingTicket(state), command);
      case 'RecordRefundPaid': {
        const ticket = existingTicket(state);
        if (!ticket.refund || ticket.refundPaid) return [];
        const { amount, transactionIds, at } = command;
        return [{ type: 'SupportRefundPaid', data: { ticketId: ticket.ticket.ticketId, amount, transactionIds, at: at.toISOString() } }];
      }
    }
  },
};
