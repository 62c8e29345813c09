import { PhoneBridgeCallbackRefusedError, type PhoneCallState, type PhoneCallStatus } from './phone-bridge.js';

/** Exotel's fields, by Exotel's names, as a callback or the call details API hand them over. */
export type ExotelFields = Readonly<Record<string, unknown>>;

/** Exotel writes times as `YYYY-MM-DD HH:mm:ss` without a zone: Indian Standard Time for the Indian accounts this product uses. */
const EXOTEL_UTC_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const EXOTEL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** Exotel's call sids are 32 hex characters; anything far from that is not Exotel's. */
const CALL_SID = /^[A-Za-z0-9_-]{1,64}$/;

const STATES: Readonly<Record<string, PhoneCallState>> = {
  queued: 'ringing',
  ringing: 'ringing',
  'in-progress': 'in_progress',
  completed: 'completed',
  failed: 'failed',
  busy: 'busy',
  'no-answer': 'no_answer',
};

export const malformed = (why: string): PhoneBridgeCallbackRefusedError => new PhoneBridgeCallbackRefusedError('malformed', `The Exotel status is unreadable: ${why}.`);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined);

/** Whole seconds, whether Exotel sent a number or a numeric string. */
function seconds(value: unknown): number | undefined {
  const raw = text(value);
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

/** An Exotel time as ISO 8601 UTC; a missing or odd time is left out rather than refusing the status it came with. */
export function exotelTime(value: unknown): string | undefined {
  const match = EXOTEL_TIME.exec(text(value) ?? '');
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - EXOTEL_UTC_OFFSET_MS;
  return Number.isNaN(utc) ? undefined : new Date(utc).toISOString();
}

/** Per-leg statuses (the customer's leg first): a JSON array, or a JSON string of one inside a form. */
function legStatuses(value: unknown): string[] {
  let legs = value;
  if (typeof legs === 'string') {
    try {
      legs = JSON.parse(legs);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(legs)) return [];
  return legs.map((leg: unknown) => (typeof leg === 'object' && leg !== null ? (text((leg as Record<string, unknown>).Status)?.toLowerCase() ?? '') : ''));
}

/**
 * Exotel's words for a call translated to ours. The `answered` callback means the call is up:
 * billing starts at its DateUpdated. A final callback's ConversationDuration is the time both
 * people were connected, the measure the bill is checked against; Exotel's StartTime is when it
 * started dialling, so the conversation's start is worked back from its end. A call Exotel calls
 * `completed` in which nobody spoke is reported as what its unanswered leg says (the astrologer
 * was busy or did not pick up), so the customer is told why.
 */
export function exotelCallStatus(fields: ExotelFields): PhoneCallStatus {
  const callId = text(fields.CallSid ?? fields.Sid);
  if (callId === undefined || !CALL_SID.test(callId)) throw malformed('it names no call');
  const eventType = text(fields.EventType)?.toLowerCase();
  const status = text(fields.Status)?.toLowerCase();
  if (eventType === 'answered') return { callId, state: 'in_progress', ...optional('startedAt', exotelTime(fields.DateUpdated)) };

  const state = status === undefined ? undefined : STATES[status];
  if (state === undefined) throw malformed(`its status is ${status ?? 'missing'}`);
  // StartTime is when Exotel began dialling, not when the two were connected: no startedAt from it.
  if (state === 'ringing' || state === 'in_progress') return { callId, state };

  const durationS = seconds(fields.ConversationDuration);
  const endedAt = exotelTime(fields.EndTime) ?? exotelTime(fields.DateUpdated);
  const startedAt = endedAt !== undefined && durationS ? new Date(Date.parse(endedAt) - durationS * 1000).toISOString() : undefined;
  return {
    callId,
    state: state === 'completed' && !durationS ? (unansweredLegState(legStatuses(fields.Legs)) ?? state) : state,
    ...optional('startedAt', startedAt),
    ...optional('endedAt', endedAt),
    ...optional('durationS', durationS),
  };
}

const unansweredLegState = (legs: readonly string[]): PhoneCallState | undefined =>
  legs.map((leg) => STATES[leg]).find((state) => state === 'busy' || state === 'no_answer' || state === 'failed');

/** `{name: value}` when there is a value, so absent fields stay absent rather than undefined. */
const optional = <K extends string, V>(name: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [name]: value } as Record<K, V>));
