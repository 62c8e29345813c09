import {
  CHAT_MIN_PAID_MINUTES,
  FREE_CHAT_MINUTES,
  type ChatEnded,
  type ChatEndedBy,
  type ChatEvent,
  type ChatIntake,
  type ChatParticipant,
  type ChatRejected,
  type ChatRefundedByRule,
  type ChatRejection,
  type ChatRequested,
  type ConsultationChannel,
  type MinuteBilled,
  type PhoneCallFailure,
} from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider } from '../shared/decider.js';
import { answerDeadline, minuteStart, minutesStartedBy } from './chat-billing.js';

/**
 * One chat consultation (`chat-<sessionId>`): requested → active → ended, or requested → rejected
 * (or ended, when the customer withdraws). Time comes in with each command (`at`), so the decider
 * stays pure and the 60 s answer window and the started minutes are tested without waiting.
 */
export type ChatState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'requested' | 'active' | 'rejected' | 'ended';
      readonly request: ChatRequested;
      readonly channel: ConsultationChannel;
      readonly acceptedAt: string | null;
      /** A call's sides whose media flow, and when both did (null until then, and for a chat). */
      readonly media: { readonly customer: boolean; readonly astrologer: boolean };
      readonly connectedAt: string | null;
      /** Every phone call the bridge placed for this call, the latest last (docs/phone-bridge.md). */
      readonly phoneCalls: readonly PlacedPhoneCall[];
      /** The phone call that connected the call: it has no browser heartbeats. Null when the browser connected it, or nothing yet. */
      readonly connectedByPhone: string | null;
      readonly minutesBilled: number;
      /**
       * Minutes 1…n whose billing has begun (MinuteBillingStarted; MinuteBilled on streams written
       * before it). One ahead of minutesBilled while a minute's money is moving.
       */
      readonly billingStartedUpTo: number;
      readonly totalBilled: number;
      readonly lowBalance: boolean;
      readonly rejection: ChatRejected | null;
      readonly end: ChatEnded | null;
      /** An automatic refund rule refunded it after the end (docs/refund-rules.md). */
      readonly ruleRefund: ChatRefundedByRule | null;
      /**
       * Each message's place (1, 2, …) by id, so a read receipt only ever moves forward. Owned by
       * this state and added to in place: copying it per message would make a long chat quadratic.
       */
      readonly messageOrder: Map<string, number>;
      /** The last message each side has read, with its place. */
      readonly read: { readonly customer: ReadPointer | null; readonly astrologer: ReadPointer | null };
    };

/** A phone call the bridge placed, and whether it failed before the two were connected. */
export interface PlacedPhoneCall {
  readonly callId: string;
  readonly placedAt: string;
  readonly maxDurationS: number;
  readonly failure: PhoneCallFailure | null;
  readonly failedAt: string | null;
}

export interface ReadPointer {
  readonly messageId: string;
  readonly place: number;
}

export type ExistingChat = Exclude<ChatState, { readonly status: 'absent' }>;

export type ChatCommand =
  | {
      readonly type: 'Request';
      readonly sessionId: string;
      readonly customerId: string;
      readonly astrologerId: string;
      readonly astrologerUserId: string;
      readonly pricePerMin: number;
      readonly intake: ChatIntake;
      readonly channel: ConsultationChannel;
      /** The customer holds the claim on their free first chat for this session. */
      readonly freeChat: boolean;
      readonly balance: number;
      readonly at: Date;
    }
  | { readonly type: 'Accept'; readonly userId: string; readonly at: Date }
  /** By the astrologer (userId set), or by the system (timeout or the astrologer was taken). */
  | { readonly type: 'Reject'; readonly userId: string | null; readonly rejection: ChatRejection; readonly at: Date }
  | { readonly type: 'SendMessage'; readonly userId: string; readonly messageId: string; readonly text: string; readonly at: Date }
  /** A participant has read up to a message; older or unknown messages change nothing. */
  | { readonly type: 'MarkRead'; readonly userId: string; readonly messageId: string; readonly at: Date }
  /** A call's side reports its media connected; the second side's report connects the call. */
  /** `otherAlive`: the other side's media beat within CALL_HEARTBEAT_TIMEOUT_MS (ChatPresence, read by the hub). */
  | { readonly type: 'ReportMediaConnected'; readonly userId: string; readonly otherAlive: boolean; readonly at: Date }
  /**
   * The customer asks to be rung on their phone; the bridge's provider has taken the call (`callId`).
   * The same call again appends nothing; another while one is ringing is refused.
   */
  | { readonly type: 'PlacePhoneCall'; readonly userId: string; readonly callId: string; readonly maxDurationS: number; readonly at: Date }
  /** The provider says both phones are talking (since `at`): the call connects, billed from then. */
  | { readonly type: 'ConnectPhoneCall'; readonly callId: string; readonly at: Date }
  /** The provider says the phone call ended before both were connected: nothing is billed, the session stays accepted. */
  | { readonly type: 'FailPhoneCall'; readonly callId: string; readonly state: PhoneCallFailure; readonly at: Date }
  /**
   * Billing of minute `minute` begins (as of `at`), before any money moves: appends nothing when it
   * has begun already, or when the minute is not due (the session ended before it started). The
   * caller moves money only once the state says the minute's billing has begun.
   */
  | { readonly type: 'StartMinuteBilling'; readonly minute: number; readonly at: Date }
  /** Record a minute the wallet has paid (or a free one). Sent after the debit, so a retry heals a crash in between. */
  | { readonly type: 'RecordMinute'; readonly billed: MinuteBilled }
  /**
   * By a participant (userId set) or by the system. `unpaidMinute`: the wallet refused the minute
   * whose billing had begun, so the session ends at its start and that minute's billing is over.
   */
  | { readonly type: 'End'; readonly userId: string | null; readonly ended: ChatEndedBy; readonly at: Date; readonly unpaidMinute?: number }
  /** The refund-rules workflow's last step: the refunds and reversals are written. Once per session. */
  | { readonly type: 'RecordRuleRefund'; readonly refund: ChatRefundedByRule };

/**
 * An end came while a minute's money was moving (its billing begun, not recorded yet): the end
 * waits for that minute, so that ChatEnded follows every minute it sums. The caller bills the minute
 * (each of its writes is idempotent) and ends again.
 */
export class MinuteInFlight extends Error {
  constructor(readonly minute: number) {
    super(`Minute ${minute} is being billed; end after it.`);
  }
}

export function existingChat(state: ChatState): ExistingChat {
  if (state.status === 'absent') throw refuse('chat.not_found');
  return state;
}

/** Requested or running: what holds the astrologer (an absent, rejected or ended session holds nothing). */
export const isOpenSession = (state: ChatState): boolean => state.status === 'requested' || state.status === 'active';

/** Which side a user is in a session; anyone else is refused as if the session did not exist. */
export function participantOf(chat: ExistingChat, userId: string): ChatParticipant {
  if (userId === chat.request.customerId) return 'customer';
  if (userId === chat.request.astrologerUserId) return 'astrologer';
  throw refuse('chat.not_found');
}

/** The latest phone call placed for a session, or null. */
export const latestPhoneCall = (chat: ExistingChat): PlacedPhoneCall | null => chat.phoneCalls.at(-1) ?? null;

/** A phone call placed for an accepted call that has neither failed nor connected yet: it is ringing. */
export function pendingPhoneCall(chat: ExistingChat): PlacedPhoneCall | null {
  const latest = latestPhoneCall(chat);
  return latest && latest.failure === null && chat.connectedAt === null && chat.status === 'active' ? latest : null;
}

/** A status about a call id this session never placed is not about it (the crash window, or a forger with a token). */
export function assertKnownPhoneCall(chat: ExistingChat, callId: string): void {
  if (!chat.phoneCalls.some((call) => call.callId === callId)) throw refuse('chat.phone_call_unknown');
}

/**
 * Whether the customer may ask for a phone call now: refusals for anyone else, a chat, a session not
 * accepted yet or over, a call already connected. Answers the call still ringing, if any: asking
 * again answers it rather than ringing the phone twice.
 */
export function phoneCallPlaceable(chat: ExistingChat, userId: string): PlacedPhoneCall | null {
  if (participantOf(chat, userId) !== 'customer') throw refuse('chat.phone_customer_only');
  if (chat.channel !== 'call') throw refuse('chat.not_a_call');
  if (chat.status !== 'active') throw refuse(chat.status === 'requested' ? 'chat.not_accepted_yet' : 'chat.ended');
  if (chat.connectedAt !== null) throw refuse('chat.call_connected');
  return pendingPhoneCall(chat);
}

/** When billing counts minutes from: a chat's acceptance, a call's connection (both sides' media); null before. */
export const billedFrom = (chat: ExistingChat): string | null => (chat.channel === 'call' ? chat.connectedAt : chat.acceptedAt);

/**
 * Minutes that have started and are not recorded yet, as of `at` (up to the end, for an ended
 * session), and a minute whose billing has begun in any case: its money may have moved.
 */
export function minutesDue(chat: ExistingChat, at: Date): number[] {
  const from = billedFrom(chat);
  if (!from) return [];
  const started = Math.max(minutesStartedByTime(chat, from, at), chat.billingStartedUpTo);
  return Array.from({ length: Math.max(0, started - chat.minutesBilled) }, (_, index) => chat.minutesBilled + index + 1);
}

/** Minutes started as of `at`, or before the end of an ended session: a minute starting exactly at the end is not a started minute. */
const minutesStartedByTime = (chat: ExistingChat, from: string, at: Date): number =>
  chat.end ? minutesStartedBy(from, new Date(Date.parse(chat.end.endedAt) - 1)) : minutesStartedBy(from, at);

/**
 * When an end at `at` is recorded: never before the start of the last minute billed. An end asked
 * for just before a minute's start can be written after that minute's billing began (the ticker got
 * there first); the stream's order is the truth, so the session lasted into that minute.
 */
function endTime(chat: ExistingChat, at: Date): Date {
  const from = billedFrom(chat);
  if (!from || chat.minutesBilled === 0) return at;
  const lastStart = minuteStart(from, chat.minutesBilled);
  return at < lastStart ? lastStart : at;
}

const durationSeconds = (chat: ExistingChat, at: Date): number => {
  const from = billedFrom(chat);
  return from ? Math.max(0, Math.floor((at.getTime() - Date.parse(from)) / 1000)) : 0;
};

/** Minutes are billed one after another, of a consultation whose billing has started. */
function assertNextMinute(chat: ExistingChat, minute: number): void {
  if (minute !== chat.minutesBilled + 1) throw new Error(`Minute ${chat.minutesBilled + 1} must be billed first.`);
  if (!billedFrom(chat)) throw new Error('This consultation has not started.');
}

export const chatDecider: Decider<ChatState, ChatCommand, ChatEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'ChatRequested') {
      return {
        status: 'requested',
        request: event.data,
        channel: event.data.channel ?? 'chat',
        acceptedAt: null,
        media: { customer: false, astrologer: false },
        connectedAt: null,
        phoneCalls: [],
        connectedByPhone: null,
        minutesBilled: 0,
        billingStartedUpTo: 0,
        totalBilled: 0,
        lowBalance: false,
        rejection: null,
        end: null,
        ruleRefund: null,
        messageOrder: new Map(),
        read: { customer: null, astrologer: null },
      };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'ChatAccepted':
        return { ...state, status: 'active', acceptedAt: event.data.acceptedAt };
      case 'ChatRejected':
        return { ...state, status: 'rejected', rejection: event.data };
      case 'ChatMessageSent':
        state.messageOrder.set(event.data.messageId, state.messageOrder.size + 1);
        return state;
      case 'ChatMessagesRead': {
        const place = state.messageOrder.get(event.data.upToMessageId) ?? 0;
        return { ...state, read: { ...state.read, [event.data.by]: { messageId: event.data.upToMessageId, place } } };
      }
      case 'CallMediaConnected':
        return { ...state, media: { ...state.media, [event.data.by]: true } };
      case 'CallConnected':
        return { ...state, connectedAt: event.data.connectedAt, connectedByPhone: event.data.phoneCallId ?? null };
      case 'PhoneCallPlaced': {
        const { callId, placedAt, maxDurationS } = event.data;
        return { ...state, phoneCalls: [...state.phoneCalls, { callId, placedAt, maxDurationS, failure: null, failedAt: null }] };
      }
      case 'PhoneCallFailed': {
        const { callId, state: failure, failedAt } = event.data;
        return { ...state, phoneCalls: state.phoneCalls.map((call) => (call.callId === callId ? { ...call, failure, failedAt } : call)) };
      }
      case 'MinuteBillingStarted':
        return { ...state, billingStartedUpTo: event.data.minute };
      case 'MinuteBilled': {
        const { minute, amount, lowBalance } = event.data;
        return { ...state, minutesBilled: minute, billingStartedUpTo: Math.max(state.billingStartedUpTo, minute), totalBilled: state.totalBilled + amount, lowBalance };
      }
      case 'ChatEnded':
        // Nothing is being billed past an end: a minute left begun was the unpaid one the end is at the start of.
        return { ...state, status: 'ended', end: event.data, billingStartedUpTo: state.minutesBilled };
      case 'ChatRefundedByRule':
        return { ...state, ruleRefund: event.data };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Request': {
        if (state.status !== 'absent') return [];
        const needed = command.pricePerMin * CHAT_MIN_PAID_MINUTES;
        if (!command.freeChat && command.balance < needed) throw refuse('wallet.insufficient_balance', { balance: command.balance, needed });
        const { sessionId, customerId, astrologerId, astrologerUserId, pricePerMin, intake, channel } = command;
        if (customerId === astrologerUserId) throw refuse('chat.consult_yourself');
        const freeMinutes = command.freeChat ? FREE_CHAT_MINUTES : 0;
        return [{ type: 'ChatRequested', data: { sessionId, customerId, astrologerId, astrologerUserId, pricePerMin, intake, channel, freeMinutes, requestedAt: command.at.toISOString() } }];
      }
      case 'Accept': {
        const chat = existingChat(state);
        if (participantOf(chat, command.userId) !== 'astrologer') throw refuse('chat.accept_astrologer_only');
        if (chat.status === 'active') return [];
        if (chat.status !== 'requested') throw refuse(chat.status === 'rejected' ? 'chat.already_rejected' : 'chat.withdrawn');
        if (command.at >= answerDeadline(chat.request.requestedAt)) throw refuse('chat.timed_out');
        return [{ type: 'ChatAccepted', data: { acceptedAt: command.at.toISOString() } }];
      }
      case 'Reject': {
        const chat = existingChat(state);
        if (command.userId !== null && participantOf(chat, command.userId) !== 'astrologer') throw refuse('chat.reject_astrologer_only');
        if (chat.status === 'rejected' || chat.status === 'ended') return [];
        if (chat.status === 'active') throw refuse('chat.already_started');
        if (command.rejection.reason === 'timeout' && command.at < answerDeadline(chat.request.requestedAt)) return [];
        return [{ type: 'ChatRejected', data: { ...command.rejection, rejectedAt: command.at.toISOString() } }];
      }
      case 'SendMessage': {
        const chat = existingChat(state);
        const from = participantOf(chat, command.userId);
        if (chat.status !== 'active') throw refuse(chat.status === 'requested' ? 'chat.not_accepted_yet' : 'chat.ended');
        return [{ type: 'ChatMessageSent', data: { messageId: command.messageId, from, text: command.text, sentAt: command.at.toISOString() } }];
      }
      case 'MarkRead': {
        const chat = existingChat(state);
        const by = participantOf(chat, command.userId);
        const place = chat.messageOrder.get(command.messageId);
        if (place === undefined) throw refuse('chat.message_not_found');
        if (place <= (chat.read[by]?.place ?? 0)) return [];
        return [{ type: 'ChatMessagesRead', data: { by, upToMessageId: command.messageId, readAt: command.at.toISOString() } }];
      }
      case 'ReportMediaConnected': {
        const chat = existingChat(state);
        const by = participantOf(chat, command.userId);
        if (chat.channel !== 'call') throw refuse('chat.not_a_call');
        if (chat.status !== 'active') throw refuse(chat.status === 'requested' ? 'chat.not_accepted_yet' : 'chat.ended');
        const at = command.at.toISOString();
        const other = by === 'customer' ? 'astrologer' : 'customer';
        // Both sides' media up, and the other still beating: a side that reported once and has gone
        // since (its network dropped) must not start the billing of a call only one side is in.
        // Connected already (by the phone bridge, or before): the browsers' media never moves the start of billing.
        const connects = chat.media[other] && command.otherAlive && chat.connectedAt === null;
        const connected: ChatEvent[] = connects ? [{ type: 'CallConnected', data: { connectedAt: at } }] : [];
        // Reported again (a beat of a side whose media is up): it may connect the call now, never record it twice.
        if (chat.media[by]) return connected;
        return [{ type: 'CallMediaConnected', data: { by, at } }, ...connected];
      }
      case 'PlacePhoneCall': {
        const chat = existingChat(state);
        const pending = phoneCallPlaceable(chat, command.userId);
        if (pending) {
          // The same call recorded again (a retry): nothing new. Another call while one rings: refused, it would ring the phone twice.
          if (pending.callId === command.callId) return [];
          throw refuse('chat.phone_call_pending');
        }
        return [{ type: 'PhoneCallPlaced', data: { callId: command.callId, placedAt: command.at.toISOString(), maxDurationS: command.maxDurationS } }];
      }
      case 'ConnectPhoneCall': {
        const chat = existingChat(state);
        assertKnownPhoneCall(chat, command.callId);
        // Late (the session is over, or connected already), or about an earlier call that failed: nothing to do.
        if (pendingPhoneCall(chat)?.callId !== command.callId) return [];
        const placedAt = Date.parse(latestPhoneCall(chat)!.placedAt);
        const connectedAt = new Date(Math.max(placedAt, command.at.getTime())).toISOString();
        return [{ type: 'CallConnected', data: { connectedAt, phoneCallId: command.callId } }];
      }
      case 'FailPhoneCall': {
        const chat = existingChat(state);
        assertKnownPhoneCall(chat, command.callId);
        if (pendingPhoneCall(chat)?.callId !== command.callId) return [];
        return [{ type: 'PhoneCallFailed', data: { callId: command.callId, state: command.state, failedAt: command.at.toISOString() } }];
      }
      case 'StartMinuteBilling': {
        const chat = existingChat(state);
        // Begun already (a retry, or the ticker and an end request billing the same minute): go on with it.
        if (command.minute <= chat.billingStartedUpTo) return [];
        // Only the service's own billing starts minutes, in order, of a started chat: anything else is a bug, never a refusal.
        assertNextMinute(chat, command.minute);
        // The session ended before this minute started (or it has not started yet): nothing to bill.
        if (minutesStartedByTime(chat, billedFrom(chat)!, command.at) < command.minute) return [];
        return [{ type: 'MinuteBillingStarted', data: { minute: command.minute } }];
      }
      case 'RecordMinute': {
        const chat = existingChat(state);
        // Recorded already (a retry after a crash, or two tickers): the wallet key made the debit once too.
        if (command.billed.minute <= chat.minutesBilled) return [];
        assertNextMinute(chat, command.billed.minute);
        if (command.billed.minute > chat.billingStartedUpTo) throw new Error(`Minute ${command.billed.minute} was billed without its billing begun.`);
        return [{ type: 'MinuteBilled', data: command.billed }];
      }
      case 'End': {
        const chat = existingChat(state);
        if (command.userId !== null) participantOf(chat, command.userId);
        // Both sides ending at once: the second finds it ended and appends nothing.
        if (chat.status === 'ended' || chat.status === 'rejected') return [];
        if (chat.status === 'requested' && command.ended.by !== 'customer') throw refuse('chat.not_accepted');
        const inFlight = chat.billingStartedUpTo > chat.minutesBilled ? chat.billingStartedUpTo : null;
        if (inFlight !== null && command.unpaidMinute !== inFlight) throw new MinuteInFlight(inFlight);
        const at = endTime(chat, command.at);
        return [{ type: 'ChatEnded', data: { ...command.ended, endedAt: at.toISOString(), durationSeconds: durationSeconds(chat, at), totalBilled: chat.totalBilled } }];
      }
      case 'RecordRuleRefund': {
        const chat = existingChat(state);
        if (chat.ruleRefund) return [];
        // Only the workflow records it, for a session it saw end: anything else is a bug, never a refusal.
        if (chat.status !== 'ended') throw new Error('Only an ended consultation is refunded by a rule.');
        return [{ type: 'ChatRefundedByRule', data: command.refund }];
      }
    }
  },
};
