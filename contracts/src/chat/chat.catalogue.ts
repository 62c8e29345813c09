import { one, paged } from '../routes/response-schemas.js';
import { get, getOne, post, put, route } from '../routes/route-builders.js';
import { chatPageQuery, chatSessionListQuery, createChatSessionSchema, createMessageSchema, endChatSessionSchema, sessionMessageQuery, updateChatSessionSchema } from './chat-schemas.js';
import { callCredentialsView, chatMessageSentView, chatMessageView, chatSessionRecordView, chatSessionView, myChatSessionView, phoneCallPlacedView, phoneCallStatusOutcomeView } from './chat-views.js';

const session = one(chatSessionView);

/** More than a provider's status callback ever is (the Exotel reader refuses bodies over 64 KiB too). */
const PHONE_CALLBACK_MAX_BYTES = 64 * 1024;

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
  put('chat_session', 'create_phone_call', 'customer', "The customer of an accepted call that has not connected asks to be rung on their own phone instead (the phone bridge, docs/phone-bridge.md)", {
    body: endChatSessionSchema,
    response: one(phoneCallPlacedView),
    refusals: [
      'chat.not_found',
      'chat.phone_customer_only',
      'chat.not_a_call',
      'chat.not_accepted_yet',
      'chat.ended',
      'chat.call_connected',
      'chat.phone_call_pending',
      'chat.phone_bridge_off',
      'chat.no_phone_number',
      'chat.phone_unavailable',
      'wallet.insufficient_balance',
    ],
  }),
  route('chat_session', 'phone_call_status', 'POST', '/api/calls/phone-bridge/{provider}/status', 'command', 'public', "The phone bridge provider's status callback (Exotel: answered, terminal); its proof is the token in the URL (docs/phone-bridge.md)", {
    // The provider's own body (Exotel: JSON, multipart or a form), read by the bridge once the URL's token checks out.
    bodyFormat: 'raw',
    maxBodyBytes: PHONE_CALLBACK_MAX_BYTES,
    response: one(phoneCallStatusOutcomeView),
    refusals: ['chat.phone_bridge_off', 'chat.phone_callback_forged', 'chat.phone_callback_malformed', 'chat.not_found', 'chat.phone_call_unknown'],
  }),
  put('chat_session', 'update_chat_session', 'astrologer', 'The astrologer accepts or rejects (with a reason) a chat request within 60 s', {
    body: updateChatSessionSchema,
    response: session,
    // The lock's refusals: accepting a request whose lock its request never took (it died between) takes it first (docs/chat.md).
    refusals: ['chat.not_found', 'chat.accept_astrologer_only', 'chat.reject_astrologer_only', 'chat.already_rejected', 'chat.withdrawn', 'chat.timed_out', 'chat.already_started', 'chat.astrologer_busy', 'chat.astrologer_offline', 'chat.astrologer_unavailable'],
  }),
  put('chat_session', 'end_chat_session', 'customer', 'Either participant ends a chat (the customer may also withdraw a request)', {
    body: endChatSessionSchema,
    response: session,
    refusals: ['chat.not_found', 'chat.not_accepted', 'chat.on_the_phone'],
  }),
  get('chat_session', 'get_chat_session', 'admin', 'Consultations (chats and calls), newest first: channel, status, astrologer_id, customer_id (paged)', { query: chatSessionListQuery, response: paged(chatSessionRecordView) }),
  getOne('chat_session', 'get_single_astro_chat_session', 'admin', "An astrologer's consultations (chats and calls, or one channel), newest first (paged)", {
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
