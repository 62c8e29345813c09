import {
  ASTROLOGER_EARNINGS_STREAM_PREFIX,
  WALLET_STREAM_PREFIX,
  type AstrologerEarningReversed,
  type ChatIntake,
  type ChatStatus,
  type ConsultationChannel,
  type RefundRuleCode,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import { paise } from '../wallet/wallet-stream.js';
import { asChatEvent, isChatEvent, sessionIdOf } from './chat-stream.js';
import { ERASED_NAME, isUserErasure, userErasure } from '../users/erasure.js';

export interface ChatSessionRow {
  readonly id: string;
  readonly customer_id: string;
  readonly astrologer_id: string;
  readonly astrologer_user_id: string;
  readonly status: ChatStatus;
  readonly channel: ConsultationChannel;
  readonly price_per_min: number;
  readonly free_minutes: number;
  readonly intake: ChatIntake;
  readonly requested_at: Date | string;
  readonly accepted_at: Date | string | null;
  readonly connected_at: Date | string | null;
  readonly rejected_at: Date | string | null;
  readonly rejected_by: string | null;
  readonly rejection_reason: string | null;
  readonly ended_at: Date | string | null;
  readonly ended_by: string | null;
  readonly end_reason: string | null;
  readonly duration_seconds: number;
  readonly minutes_billed: number;
  readonly total_billed: number;
  /** What the astrologer earned, net of what refunds they bore took back. */
  readonly astrologer_earning: number;
  /** The platform's share, net of what it gave back of every refund: total_billed = astrologer_earning + commission + refunds. */
  readonly commission: number;
  /** What an automatic refund rule returned after the end, and its code. */
  readonly rule_refunded: number;
  readonly refund_rule: RefundRuleCode | null;
  readonly message_count: number;
  readonly updated_at: Date | string;
}

/** A refund of the session's minutes, whoever decided it (docs/support.md, "Who bears a refund"). */
const isSessionRefund = (event: RecordedEvent): boolean =>
  event.type === 'WalletRefunded' && event.streamName.startsWith(WALLET_STREAM_PREFIX) && (event.data as WalletRefunded).source.kind === 'session';
/** An astrologer's earning on a refunded minute taken back. */
const isEarningReversed = (event: RecordedEvent): boolean => event.type === 'AstrologerEarningReversed' && event.streamName.startsWith(ASTROLOGER_EARNINGS_STREAM_PREFIX);

function keyOf(event: RecordedEvent): string {
  if (isSessionRefund(event)) return (event.data as WalletRefunded).source.id;
  if (isEarningReversed(event)) return (event.data as AstrologerEarningReversed).sessionId;
  return sessionIdOf(event);
}

/**
 * One row per chat session, for admins (get_chat_session, get_single_astro_chat_session, get_reject_chat),
 * the participants' lists and the astrologers' earnings. Refunds of its minutes come from the
 * customer's wallet and take back from the commission; a reversal on the astrologer's earnings moves
 * their part of it from the commission to their earning. So each refund is shared exactly as it was
 * borne: by the platform alone (goodwill) or by both in the minute's proportions (the astrologer at
 * fault, and every automatic rule). An erased customer's intake keeps no name or birth details; the
 * money columns stay.
 */
export const chatSessionsProjection: DocumentProjection<ChatSessionRow> = {
  name: 'chat_sessions',
  table: 'chat_sessions',
  handles: (event) => isChatEvent(event) || isSessionRefund(event) || isEarningReversed(event),
  keyOf,
  perUser: userErasure('customer_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return row && { ...row, intake: { name: ERASED_NAME, birthDate: '', birthTime: null, birthPlace: '' } };
    if (isSessionRefund(recorded)) return row && { ...row, commission: row.commission - (recorded.data as WalletRefunded).amount, updated_at: recorded.metadata.occurredAt };
    if (isEarningReversed(recorded)) {
      const { amount } = recorded.data as AstrologerEarningReversed;
      return row && { ...row, astrologer_earning: row.astrologer_earning - amount, commission: row.commission + amount, updated_at: recorded.metadata.occurredAt };
    }
    const event = asChatEvent(recorded);
    const at = recorded.metadata.occurredAt;
    if (event.type === 'ChatRequested') {
      const { sessionId, customerId, astrologerId, astrologerUserId, pricePerMin, freeMinutes, intake, requestedAt, channel } = event.data;
      return {
        id: sessionId,
        customer_id: customerId,
        astrologer_id: astrologerId,
        astrologer_user_id: astrologerUserId,
        status: 'requested',
        channel: channel ?? 'chat',
        price_per_min: pricePerMin,
        free_minutes: freeMinutes,
        intake,
        requested_at: requestedAt,
        accepted_at: null,
        connected_at: null,
        rejected_at: null,
        rejected_by: null,
        rejection_reason: null,
        ended_at: null,
        ended_by: null,
        end_reason: null,
        duration_seconds: 0,
        minutes_billed: 0,
        total_billed: 0,
        astrologer_earning: 0,
        commission: 0,
        rule_refunded: 0,
        refund_rule: null,
        message_count: 0,
        updated_at: at,
      };
    }
    if (!row) return row;
    switch (event.type) {
      case 'ChatAccepted':
        return { ...row, status: 'active', accepted_at: event.data.acceptedAt, updated_at: at };
      case 'ChatRejected':
        return { ...row, status: 'rejected', rejected_at: event.data.rejectedAt, rejected_by: event.data.by, rejection_reason: event.data.reason, updated_at: at };
      case 'ChatMessageSent':
        return { ...row, message_count: row.message_count + 1, updated_at: at };
      case 'MinuteBilled': {
        const { minute, amount, astrologerEarning, commission } = event.data;
        return {
          ...row,
          minutes_billed: minute,
          total_billed: row.total_billed + amount,
          astrologer_earning: row.astrologer_earning + astrologerEarning,
          commission: row.commission + commission,
          updated_at: at,
        };
      }
      case 'MinuteBillingStarted':
        // A minute's money is moving; the row counts it once MinuteBilled records it paid.
        return row;
      case 'CallMediaConnected':
        // One side's media; the row shows the call connected once both are (CallConnected).
        return row;
      case 'CallConnected':
        return { ...row, connected_at: event.data.connectedAt, updated_at: at };
      case 'PhoneCallPlaced':
      case 'PhoneCallFailed':
        // The phone bridge's calls live in the chat stream for billing and the call screen; admins' rows show the connection and the end.
        return row;
      case 'ChatMessagesRead':
        // Read receipts live in the chat stream for the participants' screens; admins' rows do not show them.
        return row;
      case 'ChatEnded':
        return { ...row, status: 'ended', ended_at: event.data.endedAt, ended_by: event.data.by, end_reason: event.data.reason, duration_seconds: event.data.durationSeconds, updated_at: at };
      case 'ChatRefundedByRule':
        // Its money was already taken from the earning and the commission as each refund and reversal came.
        return { ...row, rule_refunded: event.data.amount, refund_rule: event.data.rule, updated_at: at };
    }
  },
  fromStored: (stored) => {
    const row = stored as unknown as ChatSessionRow;
    return {
      ...row,
      price_per_min: paise(row.price_per_min),
      total_billed: paise(row.total_billed),
      astrologer_earning: paise(row.astrologer_earning),
      commission: paise(row.commission),
      rule_refunded: paise(row.rule_refunded),
    };
  },
  toStored: (row) => ({ ...row, intake: JSON.stringify(row.intake) }),
};
