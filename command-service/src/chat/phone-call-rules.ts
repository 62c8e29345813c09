import { CALL_CONNECT_TIMEOUT_MS, type PhoneCallFailure } from '@nakshatra/contracts';
import { isFinalPhoneCallState, type PhoneCallStatus } from '../calls/phone-bridge/index.js';
import { assertKnownPhoneCall, latestPhoneCall, pendingPhoneCall, type ExistingChat } from './chat.decider.js';

/**
 * The rules of a call held on the phone (docs/phone-bridge.md, "Wired into call sessions"): what a
 * provider's status does to a session, how long a phone call may ring, and when the ticker stops
 * waiting for a callback. Pure, like the decider: time comes in.
 */

/**
 * A connected phone call sends no heartbeats, and a hang-up is heard only from the provider's
 * callback, which can come a few seconds late: each minute after the first is billed once it is
 * this old, so a hang-up just before a minute starts is not billed that minute.
 */
export const PHONE_MINUTE_HOLD_MS = 30_000;
/** How long a placed phone call may take to connect (the provider rings the customer, then the astrologer) before the session ends. */
export const PHONE_CONNECT_TIMEOUT_MS = 120_000;
/** Past the provider's time limit by this much without a final callback, the ticker asks the provider. */
export const PHONE_STATUS_GRACE_MS = 60_000;
/** Exotel's TimeLimit maximum (4 hours). */
export const PHONE_MAX_DURATION_S = 14_400;

/** What a provider's status does to a session. */
export type PhoneStatusAction =
  | { readonly kind: 'ignore'; readonly why: string }
  | { readonly kind: 'connect'; readonly at: Date }
  | { readonly kind: 'fail'; readonly state: PhoneCallFailure }
  | { readonly kind: 'end'; readonly at: Date }
  /** A final status with talk time for a call we never heard connect (its `answered` callback was lost): connect, bill, end. */
  | { readonly kind: 'connect_and_end'; readonly connectAt: Date; readonly endAt: Date };

const clamp = (at: number, from: number, to: number): Date => new Date(Math.min(Math.max(at, from), to));

/**
 * A status (a callback, or the provider's answer when asked) for a session: refused when its call id
 * was never placed for this session; ignored when late (the session is over), about an earlier call,
 * or not news. `in_progress` connects at the provider's start (or now); a final state after the
 * connection ends the session at the provider's end, `startedAt + durationS`, when that is earlier
 * than now; a final state before it fails the phone call, unless it reports talk time.
 */
export function phoneStatusAction(chat: ExistingChat, status: PhoneCallStatus, now: Date): PhoneStatusAction {
  assertKnownPhoneCall(chat, status.callId);
  if (chat.status !== 'active') return { kind: 'ignore', why: 'the session is over' };
  const final = isFinalPhoneCallState(status.state);
  if (chat.connectedAt !== null) {
    if (chat.connectedByPhone !== status.callId) return { kind: 'ignore', why: 'the call is connected otherwise' };
    if (!final) return { kind: 'ignore', why: 'connected already' };
    return { kind: 'end', at: clamp(providerEnd(status) ?? now.getTime(), Date.parse(chat.connectedAt), now.getTime()) };
  }
  const pending = pendingPhoneCall(chat);
  if (pending?.callId !== status.callId) return { kind: 'ignore', why: 'an earlier phone call' };
  const placedAt = Date.parse(pending.placedAt);
  if (status.state === 'ringing') return { kind: 'ignore', why: 'ringing' };
  if (status.state === 'in_progress') return { kind: 'connect', at: clamp(status.startedAt ? Date.parse(status.startedAt) : now.getTime(), placedAt, now.getTime()) };
  if (status.durationS && status.durationS > 0) {
    const end = providerEnd(status) ?? now.getTime();
    const connectAt = clamp(end - status.durationS * 1000, placedAt, now.getTime());
    return { kind: 'connect_and_end', connectAt, endAt: clamp(end, connectAt.getTime(), now.getTime()) };
  }
  return { kind: 'fail', state: status.state as PhoneCallFailure };
}

/** When the provider says the talk ended: its start plus its talk time, else its end time. */
function providerEnd(status: PhoneCallStatus): number | undefined {
  if (status.startedAt && status.durationS !== undefined) return Date.parse(status.startedAt) + status.durationS * 1000;
  return status.endedAt ? Date.parse(status.endedAt) : undefined;
}

/**
 * Until when an accepted call may stay unconnected: 60 s from acceptance (CALL_CONNECT_TIMEOUT_MS),
 * or longer while a phone call rings (PHONE_CONNECT_TIMEOUT_MS from its placing), or 60 s after a
 * phone call failed (so the customer can try again, or in the browser).
 */
export function connectDeadline(chat: ExistingChat): Date {
  const deadlines = [Date.parse(chat.acceptedAt ?? chat.request.requestedAt) + CALL_CONNECT_TIMEOUT_MS];
  const latest = latestPhoneCall(chat);
  if (latest) deadlines.push(latest.failedAt ? Date.parse(latest.failedAt) + CALL_CONNECT_TIMEOUT_MS : Date.parse(latest.placedAt) + PHONE_CONNECT_TIMEOUT_MS);
  return new Date(Math.max(...deadlines));
}

/** The phone call that connected this session, if it did. */
export const connectedPhoneCall = (chat: ExistingChat) => (chat.connectedByPhone ? (chat.phoneCalls.find((call) => call.callId === chat.connectedByPhone) ?? null) : null);

/** When the provider must have hung up by itself (its time limit from the connection). */
export function phoneTimeLimit(chat: ExistingChat): Date | null {
  const call = connectedPhoneCall(chat);
  return call && chat.connectedAt ? new Date(Date.parse(chat.connectedAt) + call.maxDurationS * 1000) : null;
}

/**
 * The provider's time limit for a new phone call: the minutes the balance pays at the session's
 * price plus the free minutes not used yet, in seconds, at most PHONE_MAX_DURATION_S; 0 when not
 * even one minute is covered.
 */
export function phoneMaxDurationS(chat: ExistingChat, balance: number): number {
  const { pricePerMin, freeMinutes } = chat.request;
  const free = Math.max(0, freeMinutes - chat.minutesBilled);
  const paid = pricePerMin > 0 ? Math.floor(Math.max(0, balance) / pricePerMin) : PHONE_MAX_DURATION_S;
  return Math.min(PHONE_MAX_DURATION_S, (free + paid) * 60);
}
