import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the chat calls and the chat socket (docs/refusals.md, docs/chat.md). */
export const chatRefusals = defineRefusals({
  /** Also what anyone but the two participants is told, so a stranger learns nothing about a session. */
  'chat.not_found': { status: 404, en: () => 'Chat session not found' },
  // Requesting: the astrologer must be free, and not the customer themself.
  'chat.astrologer_unavailable': { status: 409, en: () => 'This astrologer is not taking consultations.' },
  'chat.astrologer_busy': { status: 409, en: () => 'This astrologer is busy in another consultation. Please try again in a few minutes.' },
  'chat.astrologer_offline': { status: 409, en: () => 'This astrologer is offline right now.' },
  'chat.consult_yourself': { status: 409, en: () => 'You cannot consult yourself.' },
  'chat.no_calls': { status: 409, en: () => 'This astrologer does not take calls. You can chat with them instead.' },
  // The astrologer's answer.
  'chat.accept_astrologer_only': { status: 403, en: () => 'Only the astrologer can accept this request.' },
  'chat.reject_astrologer_only': { status: 403, en: () => 'Only the astrologer can reject this request.' },
  'chat.already_rejected': { status: 409, en: () => 'This request was already rejected.' },
  'chat.withdrawn': { status: 409, en: () => 'This request was withdrawn.' },
  'chat.timed_out': { status: 409, en: () => 'This request timed out; the customer can ask again.' },
  'chat.already_started': { status: 409, en: () => 'This chat has started; end it instead.' },
  // Messages and the end.
  'chat.not_accepted_yet': { status: 409, en: () => 'The astrologer has not accepted yet.' },
  'chat.ended': { status: 409, en: () => 'This chat has ended.' },
  'chat.not_accepted': { status: 409, en: () => 'This request has not been accepted; accept or reject it.' },
  'chat.not_a_call': { status: 409, en: () => 'This consultation is a chat, not a call.' },
  // The socket's signals.
  'chat.message_not_found': { status: 404, en: () => 'Message not found in this chat' },
  'chat.not_watching': { status: 409, en: () => 'Open the chat first (watch), then send typing.' },
});
