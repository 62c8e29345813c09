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
  'chat.no_calls': { status: 409, en: () => 'This astrologer is not taking calls now. You can chat with them instead.' },
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
  // The itemised bill (docs/bill.md) shows the customer's wallet balance: the astrologer has the earnings page instead.
  'chat.bill_customer_only': { status: 403, en: () => "The bill is the customer's. Your earnings from this consultation are on your earnings page." },
  // The phone bridge (docs/phone-bridge.md): placing a phone call, and the provider's status callbacks.
  'chat.phone_bridge_off': { status: 409, en: () => 'Calls to your phone are not available here. Please take the call in your browser.' },
  'chat.phone_customer_only': { status: 403, en: () => 'Only the customer can ask to be called on their phone.' },
  'chat.call_connected': { status: 409, en: () => 'This call is already connected.' },
  'chat.phone_call_pending': { status: 409, en: () => 'We are already calling your phone. Please answer it.' },
  'chat.on_the_phone': { status: 409, en: () => 'This call is on your phone. Hang up the phone to end it.' },
  'chat.no_phone_number': { status: 409, en: () => 'There is no phone number to call for this consultation.' },
  'chat.phone_unavailable': { status: 502, en: () => 'The phone service could not place the call. Please try again, or take the call in your browser.' },
  'chat.phone_callback_forged': { status: 403, en: () => 'This status callback is not from our phone provider.' },
  'chat.phone_callback_malformed': { status: 400, en: ({ reason }: { reason: string }) => `This status callback cannot be read: ${reason}` },
  'chat.phone_call_unknown': { status: 404, en: () => 'This phone call was not placed for this consultation.' },
  // The socket's signals.
  'chat.message_not_found': { status: 404, en: () => 'Message not found in this chat' },
  'chat.not_watching': { status: 409, en: () => 'Open the chat first (watch), then send typing.' },
});
