import type { AstrologerProfileView, ChatMessageView, ChatSessionView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** What the customer tells the astrologer (create_chat_session's intake); birth_time left out when unknown. */
export interface IntakeBody {
  readonly name: string;
  readonly birth_date: string;
  readonly birth_time?: string;
  readonly birth_place: string;
}

/** POST /api/create_chat_session: the customer asks; 201 with the requested session, or 409 (balance, offline, busy). */
export const createChatSession = (astrologerId: string, intake: IntakeBody): Promise<ApiResult<ChatSessionView>> =>
  callApi<ChatSessionView>('create_chat_session', { body: { astrologer_id: astrologerId, intake } });

/** PUT /api/update_chat_session/{id}: the astrologer accepts, or rejects with an optional reason (3–300 characters). */
export const answerChatRequest = (sessionId: string, answer: { action: 'accept' } | { action: 'reject'; reason?: string }): Promise<ApiResult<ChatSessionView>> =>
  callApi<ChatSessionView>('update_chat_session', { params: { id: sessionId }, body: answer });

/** PUT /api/end_chat_session/{id}: either side ends; the customer withdraws a request the same way. */
export const endChatSession = (sessionId: string): Promise<ApiResult<ChatSessionView>> =>
  callApi<ChatSessionView>('end_chat_session', { params: { id: sessionId }, body: {} });

/** POST /api/create_message: plain text into an active session; the server decides who sent it. */
export const sendChatMessage = (sessionId: string, text: string): Promise<ApiResult<{ id: string; session: ChatSessionView }>> =>
  callApi<{ id: string; session: ChatSessionView }>('create_message', { body: { session_id: sessionId, text } });

export const HISTORY_PAGE_SIZE = 200;

/** GET /api/get_session_message/{id}: one page of the transcript, oldest first. */
export const getSessionMessages = (sessionId: string, page: number, signal?: AbortSignal): Promise<ApiResult<ChatMessageView[]>> =>
  callApi<ChatMessageView[]>('get_session_message', { params: { id: sessionId }, query: { page, limit: HISTORY_PAGE_SIZE }, ...(signal ? { signal } : {}) });

/** GET /api/get_single_astrologer/{id}: the public profile (name and photo for the customer's header). */
export const getAstrologerProfile = (astrologerId: string, signal?: AbortSignal): Promise<ApiResult<AstrologerProfileView>> =>
  callApi<AstrologerProfileView>('get_single_astrologer', { params: { id: astrologerId }, ...(signal ? { signal } : {}) });
