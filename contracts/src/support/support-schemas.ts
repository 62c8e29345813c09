import { z } from 'zod';
import { sanitizeChatText } from '../chat/chat-text.js';
import { privateImageField } from '../uploads/upload-views.js';
import { REFUND_BEARERS } from '../wallet/wallet-events.js';
import { SUPPORT_CATEGORIES, SUPPORT_LINK_KINDS, SUPPORT_MAX_IMAGES, SUPPORT_TICKET_STATUSES } from './support-events.js';

export const SUPPORT_TEXT_MAX = 4000;
export const SUPPORT_NOTE_MAX = 1000;

/** Plain text as people type it: control characters and markup taken out, as in chat messages. */
const text = (max: number) => z.string().transform(sanitizeChatText).pipe(z.string().min(1, 'field.required').max(max));
/** Screenshots uploaded with upload_private_image first (by the one writing: the server checks), at most three per message. */
const images = z
  .array(privateImageField)
  .max(SUPPORT_MAX_IMAGES)
  .default([]);

/**
 * create_support_ticket: a category, what happened and up to three images; `link_kind` and
 * `link_id` together name the consultation, order, pooja booking or recharge it is about. A refund
 * request is category `refund` linked to what was paid for.
 */
export const createSupportTicketSchema = z
  .strictObject({
    category: z.enum(SUPPORT_CATEGORIES),
    text: text(SUPPORT_TEXT_MAX),
    images,
    link_kind: z.enum(SUPPORT_LINK_KINDS).optional(),
    link_id: z.uuid().optional(),
  })
  .superRefine((body, context) => {
    if (body.link_kind && !body.link_id) context.addIssue({ code: 'custom', path: ['link_id'], message: 'field.required' });
    if (body.link_id && !body.link_kind) context.addIssue({ code: 'custom', path: ['link_kind'], message: 'field.required' });
  });
export type CreateSupportTicket = z.infer<typeof createSupportTicketSchema>;

/** reply_support_ticket/{id}: the opener writes in the thread. */
export const replySupportTicketSchema = z.strictObject({ text: text(SUPPORT_TEXT_MAX), images });
export type ReplySupportTicket = z.infer<typeof replySupportTicketSchema>;

/** reopen_support_ticket/{id}: within 7 days of being resolved, optionally saying why. */
export const reopenSupportTicketSchema = z.strictObject({ text: text(SUPPORT_TEXT_MAX).optional() });
export type ReopenSupportTicket = z.infer<typeof reopenSupportTicketSchema>;

/** close_support_ticket/{id}: the opener is satisfied. */
export const closeSupportTicketSchema = z.strictObject({});

/**
 * update_support_ticket/{id}, support's one write, by `action`: reply (moving the ticket to
 * awaiting_customer, or resolved), assign (an admin, or nobody), set the status, or decide the
 * refund of the linked item (full, partial with an amount in paise, or none; a note always; for a
 * consultation refunded, `borne_by`: the astrologer at fault or the platform as goodwill, which the
 * server requires once it has read what the ticket is about).
 */
export const updateSupportTicketSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('reply'), text: text(SUPPORT_TEXT_MAX), images, status: z.enum(['awaiting_customer', 'resolved']).default('awaiting_customer') }),
  z.strictObject({ action: z.literal('assign'), assignee_id: z.uuid().nullable() }),
  z.strictObject({ action: z.literal('status'), status: z.enum(SUPPORT_TICKET_STATUSES) }),
  z
    .strictObject({
      action: z.literal('refund'),
      decision: z.enum(['full', 'partial', 'none']),
      amount: z.number().int('field.whole_paise').min(1, 'field.amount_too_small').optional(),
      note: text(SUPPORT_NOTE_MAX),
      borne_by: z.enum(REFUND_BEARERS).optional(),
    })
    .superRefine((body, context) => {
      if (body.decision === 'partial' && body.amount === undefined) context.addIssue({ code: 'custom', path: ['amount'], message: 'field.required' });
      if (body.decision !== 'partial' && body.amount !== undefined) context.addIssue({ code: 'custom', path: ['amount'], message: 'field.invalid' });
      if (body.decision === 'none' && body.borne_by !== undefined) context.addIssue({ code: 'custom', path: ['borne_by'], message: 'field.refund_bearer_not_applicable' });
    }),
]);
export type UpdateSupportTicket = z.infer<typeof updateSupportTicketSchema>;

const paging = { page: z.coerce.number().int().min(1).max(100_000).default(1), limit: z.coerce.number().int().min(1).max(50).default(20) };

/** get_my_support_tickets: the caller's own, newest first. */
export const mySupportTicketsQuery = z.strictObject({ ...paging, status: z.enum(SUPPORT_TICKET_STATUSES).optional() });
export type MySupportTicketsQuery = z.infer<typeof mySupportTicketsQuery>;

/** How long ago a ticket was opened, for the queue's filter. */
export const SUPPORT_AGES = ['under_24h', '1_to_3_days', 'over_3_days'] as const;
export type SupportAge = (typeof SUPPORT_AGES)[number];

/**
 * get_support_ticket: the admin's queue. `assignee` is an admin's id, `me` or `none`; `customer_id`
 * lists one person's tickets (their history beside a ticket).
 */
export const supportQueueQuery = z.strictObject({
  ...paging,
  status: z.enum(SUPPORT_TICKET_STATUSES).optional(),
  category: z.enum(SUPPORT_CATEGORIES).optional(),
  age: z.enum(SUPPORT_AGES).optional(),
  assignee: z.union([z.enum(['me', 'none']), z.uuid()]).optional(),
  customer_id: z.uuid().optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type SupportQueueQuery = z.infer<typeof supportQueueQuery>;
