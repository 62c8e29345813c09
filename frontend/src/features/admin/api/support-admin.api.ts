import type { RouteBodyInput, RouteQueryInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** The queue's filters, as get_support_ticket takes them (empty ones left out). */
export type SupportQueueQuery = RouteQueryInput<'get_support_ticket'>;

/** GET /api/get_support_ticket: the queue (docs/support.md). */
export const getSupportQueue = (query: SupportQueueQuery, signal?: AbortSignal) => callApi('get_support_ticket', { query, signal });

/** GET /api/get_single_support_ticket/{id}: any ticket, with its whole thread. */
export const getSupportTicket = (id: string, signal?: AbortSignal) => callApi('get_single_support_ticket', { params: { id }, signal });

/** PUT /api/update_support_ticket/{id}: reply, assign, status or refund decision. */
export const updateSupportTicket = (id: string, body: RouteBodyInput<'update_support_ticket'>) => callApi('update_support_ticket', { params: { id }, body });

/** The linked consultation's transcript (admins read any session's). */
export const getTranscript = (sessionId: string, signal?: AbortSignal) => callApi('get_session_message', { params: { id: sessionId }, query: { limit: 100 }, signal });

/** The customer's wallet: balance and last transactions. */
export const getCustomerWallet = (userId: string, signal?: AbortSignal) => callApi('get_single_wallet', { params: { id: userId }, signal });

/** The customer's latest debits (up to 100), to total what they paid for a ticket's item. */
export const getCustomerDebits = (userId: string, signal?: AbortSignal) => callApi('get_single_transaction2', { params: { id: userId }, query: { type: 'debit', limit: 100 }, signal });

/** The customer's other tickets. */
export const getCustomerTickets = (userId: string, signal?: AbortSignal) => callApi('get_support_ticket', { query: { customer_id: userId, limit: 10 }, signal });
