import type { SupportCategory, SupportLinkKind } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

export type { SupportCategory, SupportLinkKind, SupportThreadEntryView, SupportTicketView } from '@nakshatra/contracts';

export const SUPPORT_PAGE_SIZE = 20;
/** The server's limits (contracts' SUPPORT_TEXT_MAX, SUPPORT_MAX_IMAGES), repeated so no schema code reaches this chunk. */
export const SUPPORT_TEXT_MAX = 4000;
export const SUPPORT_MAX_IMAGES = 3;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/get_my_support_tickets: the caller's own, newest first (docs/support.md). */
export const getMyTickets = (page: number, signal?: AbortSignal) => callApi('get_my_support_tickets', { query: { page, limit: SUPPORT_PAGE_SIZE }, ...withSignal(signal) });

/** GET /api/get_single_support_ticket/{id}: the ticket and its thread. */
export const getTicket = (id: string, signal?: AbortSignal) => callApi('get_single_support_ticket', { params: { id }, ...withSignal(signal) });

export interface NewTicket {
  readonly category: SupportCategory;
  readonly text: string;
  readonly images: readonly string[];
  readonly link: { readonly kind: SupportLinkKind; readonly id: string } | null;
}

/** POST /api/create_support_ticket. */
export const createTicket = ({ category, text, images, link }: NewTicket) =>
  callApi('create_support_ticket', { body: { category, text, images: [...images], ...(link ? { link_kind: link.kind, link_id: link.id } : {}) } });

export const replyToTicket = (id: string, text: string, images: readonly string[]) => callApi('reply_support_ticket', { params: { id }, body: { text, images: [...images] } });
export const reopenTicket = (id: string) => callApi('reopen_support_ticket', { params: { id }, body: {} });
export const closeTicket = (id: string) => callApi('close_support_ticket', { params: { id }, body: {} });
