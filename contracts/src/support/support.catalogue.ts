import { one, paged } from '../routes/response-schemas.js';
import { get, getOne, post, put } from '../routes/route-builders.js';
import {
  closeSupportTicketSchema,
  createSupportTicketSchema,
  mySupportTicketsQuery,
  reopenSupportTicketSchema,
  replySupportTicketSchema,
  supportQueueQuery,
  updateSupportTicketSchema,
} from './support-schemas.js';
import { supportTicketDetailView, supportTicketView, supportTicketWrittenView } from './support-views.js';

const NOT_FOUND = 'support.ticket_not_found';

/**
 * Support tickets and refund requests (docs/support.md). The opener's calls take `customer` access
 * (any logged-in user, astrologers too) and act on the caller's own tickets only; the queue and
 * support's write are the admins'.
 */
export const supportCatalogue = [
  post('support_ticket', 'create_support_ticket', 'customer', 'Open a support ticket (category, text, up to 3 uploaded images, optionally about a consultation, order, pooja booking or recharge of the caller)', {
    body: createSupportTicketSchema,
    response: one(supportTicketWrittenView),
    refusals: ['support.link_not_found', 'support.refund_needs_paid_item'],
  }),
  get('support_ticket', 'get_my_support_tickets', 'customer', "The caller's own tickets, newest first (filter by status; paged)", {
    query: mySupportTicketsQuery,
    response: paged(supportTicketView),
  }),
  getOne('support_ticket', 'get_single_support_ticket', 'customer', 'One ticket with its thread: the opener or an admin', {
    response: one(supportTicketDetailView),
    refusals: [NOT_FOUND],
  }),
  put('support_ticket', 'reply_support_ticket', 'customer', 'The opener writes in the thread (a resolved ticket reopens within 7 days)', {
    body: replySupportTicketSchema,
    response: one(supportTicketWrittenView),
    refusals: [NOT_FOUND, 'support.ticket_closed', 'support.reopen_expired'],
  }),
  put('support_ticket', 'reopen_support_ticket', 'customer', 'The opener reopens a resolved ticket within 7 days', {
    body: reopenSupportTicketSchema,
    response: one(supportTicketWrittenView),
    refusals: [NOT_FOUND, 'support.ticket_closed', 'support.not_resolved', 'support.reopen_expired'],
  }),
  put('support_ticket', 'close_support_ticket', 'customer', 'The opener closes their ticket', {
    body: closeSupportTicketSchema,
    response: one(supportTicketWrittenView),
    refusals: [NOT_FOUND],
  }),
  get('support_ticket', 'get_support_ticket', 'admin', 'The support queue: filter by status, category, age, assignee, customer (paged)', {
    query: supportQueueQuery,
    response: paged(supportTicketView),
  }),
  put('support_ticket', 'update_support_ticket', 'admin', 'Support replies, assigns, sets the status or decides the refund of the linked item', {
    body: updateSupportTicketSchema,
    response: one(supportTicketWrittenView),
    refusals: [NOT_FOUND, 'support.ticket_closed', 'support.nothing_to_refund', 'support.refund_too_much', 'support.refund_decided', 'user.erased'],
  }),
] as const;
