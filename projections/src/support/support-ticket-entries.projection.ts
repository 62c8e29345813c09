import type { SupportEvent, SupportRefundDecision, SupportSide, SupportTicketStatus } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { isUserErasure, userErasure } from '../users/erasure.js';
import type { SupportEntryKind } from './support-tables.js';
import { asSupportEvent, isSupportEvent, paiseOrNull, ticketIdOf } from './support-stream.js';

export interface SupportTicketEntryRow {
  readonly id: string;
  readonly ticket_id: string;
  /** The ticket's opener, as the entry's event names them (null for entries with no words, and replies recorded before replies named the opener). */
  readonly customer_id: string | null;
  readonly kind: SupportEntryKind;
  readonly side: SupportSide | null;
  readonly text: string | null;
  readonly images: readonly string[];
  readonly from_status: SupportTicketStatus | null;
  readonly to_status: SupportTicketStatus | null;
  readonly assignee_id: string | null;
  readonly decision: SupportRefundDecision | null;
  readonly amount: number | null;
  readonly at: Date | string;
  readonly revision: number;
}

type Entry = Omit<SupportTicketEntryRow, 'id' | 'ticket_id' | 'customer_id' | 'revision'>;
const EMPTY = { side: null, text: null, images: [], from_status: null, to_status: null, assignee_id: null, decision: null, amount: null } as const;

/** The opener a ticket's event names: the events with words in them (messages, the refund's note) all do. */
const openerOf = (event: SupportEvent): string | null => {
  if (event.type === 'SupportTicketOpened' || event.type === 'SupportRefundDecided') return event.data.customerId;
  return event.type === 'SupportTicketReplied' ? (event.data.customerId ?? null) : null;
};

/**
 * The thread: one row per event of the ticket, in its order. Entries are never edited, except by
 * the opener's erasure: every message's words and screenshots, of either side, and the refund's
 * note go (what support wrote was written to that person, about their case); the entries stay,
 * with their sides, statuses, times and amounts (docs/support.md).
 */
export const supportTicketEntriesProjection: DocumentProjection<SupportTicketEntryRow> = {
  name: 'support_ticket_entries',
  table: 'support_ticket_entries',
  handles: isSupportEvent,
  keyOf: (event) => event.id,
  perUser: userErasure('customer_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return row && { ...row, text: null, images: [] };
    const event = asSupportEvent(recorded);
    const entry = ((): Entry => {
      switch (event.type) {
        case 'SupportTicketOpened':
          return { ...EMPTY, kind: 'message', side: 'customer', text: event.data.text, images: event.data.images, at: event.data.openedAt };
        case 'SupportTicketReplied':
          return { ...EMPTY, kind: 'message', side: event.data.side, text: event.data.text, images: event.data.images, at: event.data.at };
        case 'SupportTicketStatusChanged':
          return { ...EMPTY, kind: 'status', side: event.data.side, from_status: event.data.from, to_status: event.data.to, at: event.data.at };
        case 'SupportTicketAssigned':
          return { ...EMPTY, kind: 'assigned', side: 'support', assignee_id: event.data.assigneeId, at: event.data.at };
        case 'SupportRefundDecided':
          return { ...EMPTY, kind: 'refund_decided', side: 'support', text: event.data.note, decision: event.data.decision, amount: event.data.amount, at: event.data.at };
        case 'SupportRefundPaid':
          return { ...EMPTY, kind: 'refund_paid', amount: event.data.amount, at: event.data.at };
      }
    })();
    return { id: recorded.id, ticket_id: ticketIdOf(recorded), customer_id: openerOf(event), revision: Number(recorded.revision), ...entry };
  },
  fromStored: (stored) => ({ ...(stored as unknown as SupportTicketEntryRow), amount: paiseOrNull(stored.amount) }),
};
