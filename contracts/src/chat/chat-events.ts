import type { BirthPlace } from '../astrology/astrology-views.js';
import type { RefundRuleCode } from '../refunds/refund-rules.js';

/**
 * Events of one chat consultation, in stream `chat-<sessionId>` (docs/chat.md). Amounts are integer
 * paise, times ISO-8601 UTC. Billing facts are derived from these events alone (the accept time and
 * the minutes billed), so a restarted service resumes billing exactly where it stopped.
 */
export const CHAT_STREAM_PREFIX = 'chat-';
export const chatStreamName = (sessionId: string): string => `${CHAT_STREAM_PREFIX}${sessionId}`;

/** A customer's chat facts across sessions: whether the free first chat is taken. */
export const CUSTOMER_CHAT_STREAM_PREFIX = 'customer-chat-';
export const customerChatStreamName = (userId: string): string => `${CUSTOMER_CHAT_STREAM_PREFIX}${userId}`;

/** What an astrologer earned, minute by minute (payouts are a later issue). */
export const ASTROLOGER_EARNINGS_STREAM_PREFIX = 'astrologer-earnings-';
export const astrologerEarningsStreamName = (astrologerId: string): string => `${ASTROLOGER_EARNINGS_STREAM_PREFIX}${astrologerId}`;

/** The wallet debit key of a minute: the same minute can never be debited twice. */
export const chatMinuteKey = (sessionId: string, minute: number): string => `chat-${sessionId}-minute-${minute}`;

/** How long an astrologer has to answer a request. */
export const CHAT_ANSWER_SECONDS = 60;
/** A paid request needs the balance for this many minutes at the astrologer's price. */
export const CHAT_MIN_PAID_MINUTES = 5;
/** The free first chat: this many minutes, once per customer. */
export const FREE_CHAT_MINUTES = 3;
/** The customer is warned when the balance covers this many minutes or fewer. */
export const LOW_BALANCE_MINUTES = 2;

export type ChatParticipant = 'customer' | 'astrologer';

/**
 * How a consultation is held: typed messages, or a call (voice, with video as an option inside it,
 * at one price). Both are sessions of this stream family, with one lock per astrologer (docs/calls.md).
 */
export const CONSULTATION_CHANNELS = ['chat', 'call'] as const;
export type ConsultationChannel = (typeof CONSULTATION_CHANNELS)[number];

/** What the customer tells the astrologer before the chat. */
export interface ChatIntake {
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly birthDate: string;
  /** HH:MM, 24 h; null when unknown. */
  readonly birthTime: string | null;
  readonly birthPlace: string;
  /**
   * The place chosen from the place search, with what a chart needs (coordinates, IANA zone).
   * Absent when the customer typed a place without choosing it, and in requests recorded before
   * the intake could carry it: readers take absent as "no chart".
   */
  readonly resolvedPlace?: BirthPlace;
}

export interface ChatRequested {
  readonly sessionId: string;
  readonly customerId: string;
  readonly astrologerId: string;
  /** The astrologer's login account: who may accept, answer and end. */
  readonly astrologerUserId: string;
  /** The price when requested: a later price change never reaches a running session. */
  readonly pricePerMin: number;
  readonly intake: ChatIntake;
  /** Absent on requests recorded before calls: a chat. The price above is the channel's. */
  readonly channel?: ConsultationChannel;
  /** 3 on the customer's free first chat, else 0. */
  readonly freeMinutes: number;
  readonly requestedAt: string;
}

export interface ChatAccepted {
  readonly acceptedAt: string;
}

export type ChatRejection =
  | { readonly by: 'astrologer'; readonly reason: string }
  | { readonly by: 'system'; readonly reason: 'timeout' | 'astrologer_busy' };

export type ChatRejected = ChatRejection & { readonly rejectedAt: string };

export interface ChatMessageSent {
  readonly messageId: string;
  readonly from: ChatParticipant;
  /** Sanitized plain text, 1–2000 characters. */
  readonly text: string;
  readonly sentAt: string;
}

/**
 * The billing of a started minute has begun: its money may move from here on (the wallet debit, the
 * astrologer's credit), and MinuteBilled records it done. Written on the session first, so an end
 * and a minute's billing are ordered by the stream: a minute claimed before the end is billed
 * before the end is written, and none is claimed after an end that came before its start
 * (docs/chat.md, "An end at a minute's boundary").
 */
export interface MinuteBillingStarted {
  readonly minute: number;
}

/** A started minute paid for (at its start); free minutes are recorded with amount 0 and no debit. */
export interface MinuteBilled {
  /** 1, 2, 3… */
  readonly minute: number;
  readonly amount: number;
  /** The wallet debit, null for a free minute. */
  readonly walletTransactionId: string | null;
  readonly astrologerEarning: number;
  readonly commission: number;
  /** The wallet balance after this minute. */
  readonly balanceAfter: number;
  /** The balance covers LOW_BALANCE_MINUTES minutes or fewer: the chat screen warns. */
  readonly lowBalance: boolean;
}

/** A participant has read the session up to this message (the other side's ticks turn blue). */
export interface ChatMessagesRead {
  readonly by: ChatParticipant;
  readonly upToMessageId: string;
  readonly readAt: string;
}

/** A call's side says its media flows (the browser's connection is up). */
export interface CallMediaConnected {
  readonly by: ChatParticipant;
  readonly at: string;
}

/** Both sides of a call have media: billing counts its minutes from here, not from acceptance. */
export interface CallConnected {
  readonly connectedAt: string;
  /**
   * Set when the phone bridge connected the call (its provider said both phones are talking):
   * the call of this id, which sends no browser heartbeats. Absent for a call connected in the browser.
   */
  readonly phoneCallId?: string;
}

/** Why a phone call ended before the two were connected (the provider's final states). */
export const PHONE_CALL_FAILURES = ['completed', 'failed', 'busy', 'no_answer'] as const;
export type PhoneCallFailure = (typeof PHONE_CALL_FAILURES)[number];

/**
 * The customer of an accepted call asked to be rung on their own phone, and the phone bridge's
 * provider took the call (docs/phone-bridge.md). Status callbacks count only for this call id
 * (or an earlier one of the same session). No phone number is recorded: both are in their accounts.
 */
export interface PhoneCallPlaced {
  readonly callId: string;
  readonly placedAt: string;
  /** The provider hangs up after this many seconds: what the balance (and free minutes) covered when it was placed. */
  readonly maxDurationS: number;
}

/** A placed phone call ended before both were connected: nothing is billed and the session stays accepted. */
export interface PhoneCallFailed {
  readonly callId: string;
  readonly state: PhoneCallFailure;
  readonly failedAt: string;
}

export type ChatEndedBy =
  | { readonly by: ChatParticipant; readonly reason: null }
  /**
   * connection_lost: a call side stopped answering; the end is its last sign of life, so nothing later is billed.
   * phone_ended: the phone bridge's call ended (someone hung up, or the provider's time limit); the end is the provider's, if earlier than when we heard.
   */
  | {
      readonly by: 'system';
      readonly reason: 'balance_exhausted' | 'timeout' | 'connection_lost' | 'phone_ended';
      /** connection_lost of a connected call: the side silent the longer (absent when both fell silent together, and on older events). */
      readonly lostSide?: ChatParticipant;
    };

export type ChatEnded = ChatEndedBy & {
  readonly endedAt: string;
  /** From acceptance (a call: from connection) to the end; 0 for a request the customer withdrew. */
  readonly durationSeconds: number;
  readonly totalBilled: number;
};

/**
 * An automatic refund rule (contracts/src/refunds/refund-rules.ts) refunded the consultation after it
 * ended: recorded last, once the wallet refunds and the astrologer's reversals are all written
 * (docs/refund-rules.md), so the session's reads show the money returned and the earning taken back.
 */
export interface ChatRefundedByRule {
  readonly rule: RefundRuleCode;
  /** What came back to the wallet: every paid minute's debit, less what had been refunded before. */
  readonly amount: number;
  /** Taken back from the astrologer's earning, and from the platform's commission (amount − astrologerEarning). */
  readonly astrologerEarning: number;
  readonly commission: number;
  readonly refundedAt: string;
}

export interface ChatEventDataByType {
  readonly ChatRequested: ChatRequested;
  readonly ChatAccepted: ChatAccepted;
  readonly ChatRejected: ChatRejected;
  readonly ChatMessageSent: ChatMessageSent;
  readonly MinuteBillingStarted: MinuteBillingStarted;
  readonly MinuteBilled: MinuteBilled;
  readonly ChatMessagesRead: ChatMessagesRead;
  readonly CallMediaConnected: CallMediaConnected;
  readonly CallConnected: CallConnected;
  readonly PhoneCallPlaced: PhoneCallPlaced;
  readonly PhoneCallFailed: PhoneCallFailed;
  readonly ChatEnded: ChatEnded;
  readonly ChatRefundedByRule: ChatRefundedByRule;
}

export type ChatEventType = keyof ChatEventDataByType;
export type ChatEvent = { [Type in ChatEventType]: { readonly type: Type; readonly data: ChatEventDataByType[Type] } }[ChatEventType];

/** `customer-chat-<userId>`: the free first chat, claimed by a request and given back if it is rejected. */
export interface FreeChatClaimed {
  readonly sessionId: string;
}
export interface FreeChatReleased {
  readonly sessionId: string;
}
export type CustomerChatEvent = { readonly type: 'FreeChatClaimed'; readonly data: FreeChatClaimed } | { readonly type: 'FreeChatReleased'; readonly data: FreeChatReleased };

/** `astrologer-earnings-<astrologerId>`: one event per paid minute, and one per gift received on air. */
export interface AstrologerEarned {
  readonly sessionId: string;
  readonly minute: number;
  /** What the customer paid for the minute. */
  readonly gross: number;
  readonly commission: number;
  /** gross − commission. */
  readonly amount: number;
  readonly walletTransactionId: string;
}
/** The astrologer's share of a gift sent in their live session (`gift-<giftId>`). */
export interface AstrologerGiftEarned {
  readonly giftId: string;
  readonly sessionId: string;
  /** What the sender paid. */
  readonly gross: number;
  readonly commission: number;
  /** gross − commission. */
  readonly amount: number;
  readonly walletTransactionId: string;
}
/**
 * A minute's earning taken back because its debit was refunded with the astrologer bearing it (an
 * automatic refund rule, or support or an admin finding the astrologer at fault): in proportion to
 * the refund, rounded down.
 */
export interface AstrologerEarningReversed {
  readonly sessionId: string;
  readonly minute: number;
  /** The minute's debit, and the refund that returned it. */
  readonly walletTransactionId: string;
  readonly refundTransactionId: string;
  /** What is taken back from the astrologer: earned × refunded / gross, rounded down. */
  readonly amount: number;
  /** The automatic rule that refunded the minute; absent when a person decided the refund (its wallet line says who). */
  readonly rule?: RefundRuleCode;
}

/**
 * The astrologer's share of a refund of their minute (AstrologerEarningReversed.amount): earned ×
 * refunded ÷ paid, rounded down to the paisa, so the whole earning for a whole minute and never
 * more however the refunds are split; the platform gives back the rest of the refund from its
 * commission. The earnings decider takes it back by it, and the earnings audit checks it.
 */
export const earningReversalOf = (earning: { readonly gross: number; readonly amount: number }, refunded: number): number => Math.floor((earning.amount * refunded) / earning.gross);
export type AstrologerEarningsEvent =
  | { readonly type: 'AstrologerEarned'; readonly data: AstrologerEarned }
  | { readonly type: 'AstrologerGiftEarned'; readonly data: AstrologerGiftEarned }
  | { readonly type: 'AstrologerEarningReversed'; readonly data: AstrologerEarningReversed };
