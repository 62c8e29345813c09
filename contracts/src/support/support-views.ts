import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { REFUND_BEARERS } from '../wallet/wallet-events.js';
import { SUPPORT_CATEGORIES, SUPPORT_LINK_KINDS, SUPPORT_REFUND_DECISIONS, SUPPORT_TICKET_STATUSES } from './support-events.js';

const status = z.enum(SUPPORT_TICKET_STATUSES);

/**
 * The first-answer clock: `due` until support first answers or 24 h pass (then `overdue`); once
 * answered, `met` or `missed`. Read at the time of the answer.
 */
export const supportSlaView = z.strictObject({ due_at: isoTime, state: z.enum(['due', 'overdue', 'met', 'missed']) });

/** The refund decided in a ticket, and whether it has landed in the wallet. */
export const supportRefundView = z.strictObject({
  decision: z.enum(SUPPORT_REFUND_DECISIONS),
  amount: z.number().int(),
  /** What had been paid for the item and not yet refunded when support decided. */
  refundable: z.number().int(),
  note: z.string(),
  /** A consultation's refund: who bears it (docs/support.md), to admins; null to the customer, and for orders, poojas, none, and decisions before it was asked. */
  borne_by: z.enum(REFUND_BEARERS).nullable(),
  decided_at: isoTime,
  paid_amount: z.number().int().nullable(),
  paid_at: isoTime.nullable(),
});
export type SupportRefundView = z.infer<typeof supportRefundView>;

/** One ticket as its list row. The people's names and the assignee are filled for admins only. */
export const supportTicketView = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  customer_id: z.uuid(),
  opener_role: z.enum(['customer', 'astrologer']),
  category: z.enum(SUPPORT_CATEGORIES),
  status,
  /** The first words of the opening message. */
  subject: z.string(),
  link: z.strictObject({ kind: z.enum(SUPPORT_LINK_KINDS), id: z.uuid() }).nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  last_message_at: isoTime,
  /** Who wrote last: `support` means the opener has an answer to read. */
  last_message_side: z.enum(['customer', 'support']),
  first_answer_at: isoTime.nullable(),
  sla: supportSlaView,
  resolved_at: isoTime.nullable(),
  /** Until when a resolved ticket can be reopened; null unless resolved. */
  reopen_until: isoTime.nullable(),
  refund: supportRefundView.nullable(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
});
export type SupportTicketView = z.infer<typeof supportTicketView>;

/**
 * One entry of a ticket's thread: a message of either side, a status change, or the refund decided
 * and paid. Assignments are shown to admins only.
 */
export const supportThreadEntryView = z.strictObject({
  id: z.uuid(),
  kind: z.enum(['message', 'status', 'assigned', 'refund_decided', 'refund_paid']),
  side: z.enum(['customer', 'support']).nullable(),
  text: z.string().nullable(),
  images: z.array(z.string()),
  from_status: status.nullable(),
  to_status: status.nullable(),
  assignee_id: z.uuid().nullable(),
  decision: z.enum(SUPPORT_REFUND_DECISIONS).nullable(),
  amount: z.number().int().nullable(),
  at: isoTime,
});
export type SupportThreadEntryView = z.infer<typeof supportThreadEntryView>;

/** What a write on a ticket answers: the ticket and its status after it (read the rest with the position). */
export const supportTicketWrittenView = z.strictObject({ id: z.uuid(), reference: z.string(), status });
export type SupportTicketWrittenView = z.infer<typeof supportTicketWrittenView>;

/** get_single_support_ticket/{id}: the ticket and its whole thread, oldest first. */
export const supportTicketDetailView = z.strictObject({ ticket: supportTicketView, thread: z.array(supportThreadEntryView) });
export type SupportTicketDetailView = z.infer<typeof supportTicketDetailView>;
