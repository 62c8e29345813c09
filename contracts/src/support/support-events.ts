import type { RefundBearer } from '../wallet/wallet-events.js';

/**
 * Support tickets (docs/support.md), one stream per ticket: `support-ticket-<ticketId>`. A customer
 * (or an astrologer) opens one, support and the opener write in its thread, support assigns it,
 * moves its status and, for a ticket linked to something paid from the wallet, decides a refund.
 * Amounts are integer paise, times ISO-8601 UTC.
 */
export const SUPPORT_TICKET_STREAM_PREFIX = 'support-ticket-';
export const supportTicketStreamName = (ticketId: string): string => `${SUPPORT_TICKET_STREAM_PREFIX}${ticketId}`;

/** open → awaiting_customer → resolved → closed; a resolved ticket can be reopened for 7 days. */
export const SUPPORT_TICKET_STATUSES = ['open', 'awaiting_customer', 'resolved', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SUPPORT_CATEGORIES = ['consultation', 'refund', 'payment', 'order', 'pooja', 'account', 'technical', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** What a ticket can be about: a chat or call, an Astro Mall order, a pooja booking, a recharge. */
export const SUPPORT_LINK_KINDS = ['consultation', 'order', 'pooja', 'recharge'] as const;
export type SupportLinkKind = (typeof SUPPORT_LINK_KINDS)[number];
export interface SupportLink {
  readonly kind: SupportLinkKind;
  readonly id: string;
}

/** A ticket's thread has the opener on one side and the support team on the other. */
export type SupportSide = 'customer' | 'support';

/** How long after it was resolved the opener may reopen a ticket. */
export const SUPPORT_REOPEN_DAYS = 7;
/** Support answers a new ticket within this many hours (the queue's SLA clock). */
export const SUPPORT_FIRST_ANSWER_HOURS = 24;
/** Images a message may carry. */
export const SUPPORT_MAX_IMAGES = 3;

export const SUPPORT_REFUND_DECISIONS = ['full', 'partial', 'none'] as const;
export type SupportRefundDecision = (typeof SUPPORT_REFUND_DECISIONS)[number];

/** The short reference people quote and the wallet line names: `T-1A2B3C4D`. */
export const supportTicketReference = (ticketId: string): string => `T-${ticketId.slice(0, 8).toUpperCase()}`;

/** The wallet refund key of one debit refunded by a ticket: the same part can never be refunded twice. */
export const supportRefundKey = (ticketId: string, debitId: string): string => `support-refund-${ticketId}-${debitId}`;

export interface SupportTicketOpened {
  readonly ticketId: string;
  /** The opener (a customer, or an astrologer from the console): the only one who sees the ticket besides admins. */
  readonly customerId: string;
  readonly openerRole: 'customer' | 'astrologer';
  readonly category: SupportCategory;
  readonly text: string;
  /** `/uploads/…` paths, at most SUPPORT_MAX_IMAGES. */
  readonly images: readonly string[];
  readonly link: SupportLink | null;
  readonly openedAt: string;
}

export interface SupportTicketReplied {
  readonly ticketId: string;
  /** The ticket's opener, so the reply's mail needs nothing but the event (absent on replies recorded before mails were sent). */
  readonly customerId?: string;
  readonly messageId: string;
  readonly side: SupportSide;
  readonly authorId: string;
  readonly text: string;
  readonly images: readonly string[];
  readonly at: string;
}

export interface SupportTicketStatusChanged {
  readonly ticketId: string;
  readonly from: SupportTicketStatus;
  readonly to: SupportTicketStatus;
  readonly side: SupportSide;
  readonly at: string;
}

/** An admin takes the ticket (or lets it go: null). */
export interface SupportTicketAssigned {
  readonly ticketId: string;
  readonly assigneeId: string | null;
  readonly at: string;
}

/** One debit of the linked item and how much of it the decision returns. */
export interface SupportRefundPart {
  readonly debitId: string;
  readonly amount: number;
}

/**
 * Support's answer to a refund request. `refundable` is what was paid for the item and not yet
 * refunded when deciding; `amount` never exceeds it and is split over the item's debits (`parts`),
 * which the support-refund workflow then refunds to `customerId`'s wallet.
 */
export interface SupportRefundDecided {
  readonly ticketId: string;
  readonly customerId: string;
  readonly link: SupportLink;
  readonly decision: SupportRefundDecision;
  readonly amount: number;
  readonly refundable: number;
  readonly parts: readonly SupportRefundPart[];
  /**
   * A consultation refunded (full or partial): who bears it, the astrologer at fault or the platform
   * as goodwill. Absent for orders and poojas, a decision of none, and decisions before it was asked.
   */
  readonly borneBy?: RefundBearer;
  readonly note: string;
  readonly at: string;
}

/** The decided refund has landed in the wallet: what it came to and its wallet lines. */
export interface SupportRefundPaid {
  readonly ticketId: string;
  readonly amount: number;
  readonly transactionIds: readonly string[];
  readonly at: string;
}

export interface SupportEventDataByType {
  readonly SupportTicketOpened: SupportTicketOpened;
  readonly SupportTicketReplied: SupportTicketReplied;
  readonly SupportTicketStatusChanged: SupportTicketStatusChanged;
  readonly SupportTicketAssigned: SupportTicketAssigned;
  readonly SupportRefundDecided: SupportRefundDecided;
  readonly SupportRefundPaid: SupportRefundPaid;
}

export type SupportEventType = keyof SupportEventDataByType;
export type SupportEvent = { [Type in SupportEventType]: { readonly type: Type; readonly data: SupportEventDataByType[Type] } }[SupportEventType];
