import { toChatIntakeView, type ChatSessionView } from '@nakshatra/contracts';
import { answerDeadline } from './chat-billing.js';
import { latestPhoneCall, type ExistingChat } from './chat.decider.js';

/** The latest phone call as both sides see it (no number). */
function phoneCallView(chat: ExistingChat): ChatSessionView['phone_call'] {
  const latest = latestPhoneCall(chat);
  if (!latest) return null;
  const status = chat.connectedByPhone === latest.callId ? 'connected' : latest.failure ? 'failed' : 'ringing';
  return { status, failure: latest.failure, placed_at: latest.placedAt };
}

/**
 * A session as the command calls answer it, from the decider's state. `toCustomer`: the reader is
 * its customer, the one told the customer's id (a user id derives from a phone number: the
 * astrologer is never given it, as they are never given the number); `phoneBridge`: the server's
 * phone bridge is on.
 */
export function chatSessionView(chat: ExistingChat, toCustomer: boolean, phoneBridge = false): ChatSessionView {
  const { request, end } = chat;
  return {
    id: request.sessionId,
    status: chat.status,
    channel: chat.channel,
    customer_id: toCustomer ? request.customerId : null,
    astrologer_id: request.astrologerId,
    price_per_min: request.pricePerMin,
    free_minutes: request.freeMinutes,
    requested_at: request.requestedAt,
    answer_by: answerDeadline(request.requestedAt).toISOString(),
    accepted_at: chat.acceptedAt,
    connected_at: chat.connectedAt,
    minutes_billed: chat.minutesBilled,
    total_billed: chat.totalBilled,
    low_balance: chat.lowBalance,
    intake: toChatIntakeView(request.intake),
    message_count: chat.messageOrder.size,
    read: { customer: chat.read.customer?.messageId ?? null, astrologer: chat.read.astrologer?.messageId ?? null },
    rejection: chat.rejection ? (chat.rejection.by === 'astrologer' ? { by: 'astrologer', reason: chat.rejection.reason } : { by: 'system', reason: chat.rejection.reason }) : null,
    end: end ? { ...(end.by === 'system' ? { by: end.by, reason: end.reason } : { by: end.by, reason: null }), ended_at: end.endedAt, duration_seconds: end.durationSeconds } : null,
    phone_bridge: phoneBridge && chat.channel === 'call',
    phone_call: phoneCallView(chat),
    rule_refund: chat.ruleRefund ? { rule: chat.ruleRefund.rule, amount: chat.ruleRefund.amount } : null,
  };
}
