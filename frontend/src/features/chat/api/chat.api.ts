import type { RouteBodyInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** What the customer tells the astrologer (create_chat_session's intake); birth_time left out when unknown. */
export type IntakeBody = RouteBodyInput<'create_chat_session'>['intake'];

/** POST /api/create_chat_session: the customer asks for a chat, or a call (`channel: 'call'`, at the call price); 201 with the requested session, or 409 (balance, offline, busy). */
export const createChatSession = (astrologerId: string, intake: IntakeBody, channel: 'chat' | 'call' = 'chat') =>
  callApi('create_chat_session', { body: { astrologer_id: astrologerId, intake, ...(channel === 'call' ? { channel } : {}) } });

/** PUT /api/update_chat_session/{id}: the astrologer accepts, or rejects with an optional reason (3–300 characters). */
export const answerChatRequest = (sessionId: string, answer: RouteBodyInput<'update_chat_session'>) => callApi('update_chat_session', { params: { id: sessionId }, body: answer });

/** PUT /api/end_chat_session/{id}: either side ends; the customer withdraws a request the same way. */
export const endChatSession = (sessionId: string) => callApi('end_chat_session', { params: { id: sessionId }, body: {} });

/** POST /api/create_message: plain text into an active session; the server decides who sent it. */
export const sendChatMessage = (sessionId: string, text: string) => callApi('create_message', { body: { session_id: sessionId, text } });

export const HISTORY_PAGE_SIZE = 200;

/** GET /api/get_session_message/{id}: one page of the transcript, oldest first. */
export const getSessionMessages = (sessionId: string, page: number, signal?: AbortSignal) =>
  callApi('get_session_message', { params: { id: sessionId }, query: { page, limit: HISTORY_PAGE_SIZE }, ...(signal ? { signal } : {}) });

/** GET /api/get_single_astrologer/{id}: the public profile (name and photo for the customer's header). */
export const getAstrologerProfile = (astrologerId: string, signal?: AbortSignal) => callApi('get_single_astrologer', { params: { id: astrologerId }, ...(signal ? { signal } : {}) });
