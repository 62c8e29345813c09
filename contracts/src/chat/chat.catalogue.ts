import { one, paged } from '../routes/response-schemas.js';
import { get, getOne, post, put } from '../routes/route-builders.js';
import { chatPageQuery, chatSessionListQuery, createChatSessionSchema, createMessageSchema, endChatSessionSchema, sessionMessageQuery, updateChatSessionSchema } from './chat-schemas.js';
import { callCredentialsView, chatMessageSentView, chatMessageView, chatSessionRecordView, chatSessionView, myChatSessionView } from './chat-views.js';

const session = one(chatSessionView);

/** Chat consultations (docs/chat.md): the server tells the customer from the astrologer by the session. */
export const chatCatalogue = [
  post('chat_session', 'create_chat_session', 'customer', 'Request a chat with an online astrologer (balance for 5 minutes, or the free first chat)', {
    body: createChatSessionSchema,
    response: session,
    refusals: ['astrologer.not_found', 'chat.astrologer_unavailable', 'chat.astrologer_busy', 'chat.astrologer_offline', 'chat.consult_yourself', 'chat.no_calls', 'wallet.insufficient_balance'],
  }),
  put('chat_session', 'create_call_credentials', 'customer', "A call's participant gets the ICE servers for its RTCPeerConnection, TURN credentials minted for them (docs/calls.md)", {
    body: endChatSessionSchema,
    response: one(callCredentialsView),
    refusals: ['chat.not_found', 'chat.not_a_call', 'chat.ended'],
  }),
  put('chat_session', 'update_chat_session', 'astrologer', 'The astrologer accepts or rejects (with a reason) a chat request within 60 s', {
    body: updateChatSessionSchema,
    response: session,
    refusals: ['chat.not_found', 'chat.accept_astrologer_only', 'chat.reject_astrologer_only', 'chat.already_rejected', 'chat.withdrawn', 'chat.timed_out', 'chat.already_started'],
  }),
  put('chat_session', 'end_chat_session', 'customer', 'Either participant ends a chat (the customer may also withdraw a request)', {
    body: endChatSessionSchema,
    response: session,
    refusals: ['chat.not_found', 'chat.not_accepted'],
  }),
  get('chat_session', 'get_chat_session', 'admin', 'Chat sessions, newest first: status, astrologer_id, customer_id (paged)', { query: chatSessionListQuery, response: paged(chatSessionRecordView) }),
  getOne('chat_session', 'get_single_astro_chat_session', 'admin', "An astrologer's chat sessions, newest first (paged)", {
    query: chatPageQuery,
    response: paged(chatSessionRecordView),
    refusals: ['astrologer.not_found'],
  }),
  get('chat_session', 'get_my_chat_sessions', 'customer', 'Your own consultations (as the customer, or as the astrologer), newest first (paged)', {
    query: chatPageQuery,
    response: paged(myChatSessionView),
  }),
  get('chat_session', 'get_reject_chat', 'admin', 'Rejected chat requests with who rejected and why, newest first (paged)', { query: chatPageQuery, response: paged(chatSessionRecordView) }),
  post('session_message', 'create_message', 'customer', 'Send a plain-text message into an active chat you take part in', {
    body: createMessageSchema,
    response: one(chatMessageSentView),
    refusals: ['chat.not_found', 'chat.not_accepted_yet', 'chat.ended'],
  }),
  getOne('session_message', 'get_session_message', 'customer', "A session's transcript, oldest first: admins any session, the two participants their own (paged)", {
    query: sessionMessageQuery,
    response: paged(chatMessageView),
    refusals: ['chat.not_found'],
  }),
] as const;
