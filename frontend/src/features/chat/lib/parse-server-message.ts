import type { ChatIntakeView, ChatMessageView, ChatSessionView, ChatSocketServerMessage, ChatStatus } from '@nakshatra/contracts';
import { REFUND_RULE_CODES } from '@nakshatra/contracts/client';
import { isFiniteNumber, isRecord, isString, numberOr, parseSignal, parseSocketError, parseTyped } from '../../../lib/realtime/parse-socket';

/**
 * What the chat socket sent, checked field by field: a message of an unknown type or shape is
 * dropped (undefined) rather than trusted, so a server ahead of this build cannot break the page.
 * Type-only imports: nothing of contracts' schemas reaches the chat chunk.
 */
export function parseServerMessage(raw: unknown): ChatSocketServerMessage | undefined {
  const value = parseTyped(raw);
  if (!value) return undefined;
  switch (value.type) {
    case 'ready':
      return isString(value.user_id) ? { type: 'ready', user_id: value.user_id } : undefined;
    case 'session': {
      const session = parseSession(value.session);
      return session ? { type: 'session', session } : undefined;
    }
    case 'message': {
      const message = parseMessage(value.message);
      return message ? { type: 'message', message } : undefined;
    }
    case 'typing':
      return isString(value.session_id) && isParticipant(value.from) ? { type: 'typing', session_id: value.session_id, from: value.from } : undefined;
    case 'presence':
      return isString(value.session_id) && isParticipant(value.who) && typeof value.online === 'boolean'
        ? { type: 'presence', session_id: value.session_id, who: value.who, online: value.online }
        : undefined;
    case 'signal': {
      const signal = parseSignal(value.signal);
      return isString(value.session_id) && isParticipant(value.from) && signal ? { type: 'signal', session_id: value.session_id, from: value.from, signal } : undefined;
    }
    case 'pong':
      return { type: 'pong' };
    case 'error':
      return { type: 'error', ...parseSocketError(value) };
    default:
      return undefined;
  }
}

const STATUSES: readonly ChatStatus[] = ['requested', 'active', 'rejected', 'ended'];

/** A ChatSessionView as the server sends it (socket or HTTP), or undefined when something the screen relies on is missing. */
export function parseSession(value: unknown): ChatSessionView | undefined {
  if (!isRecord(value)) return undefined;
  const { id, status, customer_id: customerId, astrologer_id: astrologerId, requested_at: requestedAt, answer_by: answerBy } = value;
  // customer_id is the reader's own id when they are the customer, and null to the astrologer.
  if (!isString(id) || !STATUSES.includes(status as ChatStatus) || !(isString(customerId) || customerId === null) || !isString(astrologerId)) return undefined;
  if (!isString(requestedAt) || !isString(answerBy)) return undefined;
  const read = isRecord(value.read) ? value.read : {};
  return {
    id,
    status: status as ChatStatus,
    channel: value.channel === 'call' ? 'call' : 'chat',
    customer_id: customerId,
    astrologer_id: astrologerId,
    price_per_min: numberOr(value.price_per_min, 0),
    free_minutes: numberOr(value.free_minutes, 0),
    requested_at: requestedAt,
    answer_by: answerBy,
    accepted_at: isString(value.accepted_at) ? value.accepted_at : null,
    connected_at: isString(value.connected_at) ? value.connected_at : null,
    minutes_billed: numberOr(value.minutes_billed, 0),
    total_billed: numberOr(value.total_billed, 0),
    low_balance: value.low_balance === true,
    rejection: parseRejection(value.rejection),
    intake: parseIntake(value.intake),
    message_count: numberOr(value.message_count, 0),
    read: { customer: isString(read.customer) ? read.customer : null, astrologer: isString(read.astrologer) ? read.astrologer : null },
    end: parseEnd(value.end),
    phone_bridge: value.phone_bridge === true,
    phone_call: parsePhoneCall(value.phone_call),
    rule_refund: parseRuleRefund(value.rule_refund),
  };
}

/** What an automatic rule refunded after the end, or null (none, or a rule this build does not know). */
function parseRuleRefund(value: unknown): ChatSessionView['rule_refund'] {
  if (!isRecord(value) || !isFiniteNumber(value.amount)) return null;
  const rule = REFUND_RULE_CODES.find((known) => known === value.rule);
  return rule ? { rule, amount: value.amount } : null;
}

const PHONE_CALL_STATUSES = ['ringing', 'failed', 'connected'] as const;
const PHONE_CALL_FAILURES = ['completed', 'failed', 'busy', 'no_answer'] as const;

/** The latest phone call the bridge placed (docs/phone-bridge.md), or null. */
function parsePhoneCall(value: unknown): ChatSessionView['phone_call'] {
  if (!isRecord(value) || !isString(value.placed_at)) return null;
  const status = PHONE_CALL_STATUSES.find((known) => known === value.status);
  if (!status) return null;
  const failure = PHONE_CALL_FAILURES.find((known) => known === value.failure) ?? null;
  return { status, failure, placed_at: value.placed_at };
}

export function parseMessage(value: unknown): ChatMessageView | undefined {
  if (!isRecord(value)) return undefined;
  const { id, session_id: sessionId, from, text, sent_at: sentAt } = value;
  if (!isString(id) || !isString(sessionId) || !isParticipant(from) || typeof text !== 'string' || !isString(sentAt)) return undefined;
  return { id, session_id: sessionId, from, text, sent_at: sentAt };
}

function parseIntake(value: unknown): ChatIntakeView {
  const intake = isRecord(value) ? value : {};
  return {
    name: typeof intake.name === 'string' ? intake.name : '',
    birth_date: typeof intake.birth_date === 'string' ? intake.birth_date : '',
    birth_time: isString(intake.birth_time) ? intake.birth_time : null,
    birth_place: typeof intake.birth_place === 'string' ? intake.birth_place : '',
    resolved_place: parsePlace(intake.resolved_place),
  };
}

/** The intake's chosen place, or null (a typed place, or one missing what a chart needs). */
function parsePlace(value: unknown): ChatIntakeView['resolved_place'] {
  if (!isRecord(value)) return null;
  const { name, state, country, lat, lon, timezone } = value;
  if (!isString(name) || !isString(timezone) || !isFiniteNumber(lat) || !isFiniteNumber(lon)) return null;
  return { name, state: isString(state) ? state : null, country: isString(country) ? country : null, lat, lon, timezone };
}

function parseRejection(value: unknown): ChatSessionView['rejection'] {
  if (!isRecord(value)) return null;
  if (value.by === 'astrologer') return { by: 'astrologer', reason: typeof value.reason === 'string' ? value.reason : '' };
  if (value.by === 'system' && (value.reason === 'timeout' || value.reason === 'astrologer_busy')) return { by: 'system', reason: value.reason };
  return null;
}

function parseEnd(value: unknown): ChatSessionView['end'] {
  if (!isRecord(value)) return null;
  const endedAt = isString(value.ended_at) ? value.ended_at : '';
  const durationSeconds = numberOr(value.duration_seconds, 0);
  if (isParticipant(value.by)) return { by: value.by, reason: null, ended_at: endedAt, duration_seconds: durationSeconds };
  if (value.by === 'system') {
    const reason = value.reason === 'timeout' || value.reason === 'connection_lost' || value.reason === 'phone_ended' ? value.reason : 'balance_exhausted';
    return { by: 'system', reason, ended_at: endedAt, duration_seconds: durationSeconds };
  }
  return null;
}

const isParticipant = (value: unknown): value is 'customer' | 'astrologer' => value === 'customer' || value === 'astrologer';
