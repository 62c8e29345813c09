import type { ChatIntake, ChatStatus, ConsultationChannel, RefundRuleCode } from '@nakshatra/contracts';
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
  readonly astrologer_earning: number;
  readonly commission: number;
  /** What an automatic refund rule returned after the end (the earning and commission above are net of it), and its code. */
  readonly rule_refunded: number;
  readonly refund_rule: RefundRuleCode | null;
  readonly message_count: number;
  readonly updated_at: Date | string;
}

/**
 * One row per chat session, for admins (get_chat_session, get_single_astro_chat_session, get_reject_chat).
 * An erased customer's intake keeps no name or birth details; the money columns stay.
 */
export const chatSessionsProjection: DocumentProjection<ChatSessionRow> = {
  name: 'chat_sessions',
  table: 'chat_sessions',
  handles: isChatEvent,
  keyOf: sessionIdOf,
  perUser: userErasure('customer_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return row && { ...row, intake: { name: ERASED_NAME, birthDate: '', birthTime: null, birthPlace: '' } };
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
      case 'ChatRefundedByRule': {
        const { rule, amount, astrologerEarning, commission } = event.data;
        return {
          ...row,
          rule_refunded: amount,
          refund_rule: rule,
          astrologer_earning: row.astrologer_earning - astrologerEarning,
          commission: row.commission - commission,
          updated_at: at,
        };
      }
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
