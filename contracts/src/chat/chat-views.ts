import type { ChatEndedBy, ChatRejection } from './chat-events.js';

export type ChatStatus = 'requested' | 'active' | 'rejected' | 'ended';

/** A session as the command calls answer it (and the chat screen shows it). */
export interface ChatSessionView {
  readonly id: string;
  readonly status: ChatStatus;
  readonly customer_id: string;
  readonly astrologer_id: string;
  readonly price_per_min: number;
  readonly free_minutes: number;
  readonly requested_at: string;
  /** Until when the astrologer may accept. */
  readonly answer_by: string;
  readonly accepted_at: string | null;
  readonly minutes_billed: number;
  readonly total_billed: number;
  /** The last billed minute left the balance at LOW_BALANCE_MINUTES minutes or fewer. */
  readonly low_balance: boolean;
  readonly rejection: ChatRejection | null;
  readonly end: (ChatEndedBy & { readonly ended_at: string; readonly duration_seconds: number }) | null;
}

export interface ChatMessageView {
  readonly id: string;
  readonly session_id: string;
  readonly from: 'customer' | 'astrologer';
  readonly text: string;
  readonly sent_at: string;
}

/** A session as admins list it (get_chat_session and friends): the read model's row. */
export interface ChatSessionRecordView {
  readonly id: string;
  readonly status: ChatStatus;
  readonly customer_id: string;
  readonly astrologer_id: string;
  readonly price_per_min: number;
  readonly free_minutes: number;
  readonly intake: { readonly name: string; readonly birth_date: string; readonly birth_time: string | null; readonly birth_place: string };
  readonly requested_at: string;
  readonly accepted_at: string | null;
  readonly rejection: { readonly by: string; readonly reason: string; readonly rejected_at: string } | null;
  readonly end: { readonly by: string; readonly reason: string | null; readonly ended_at: string; readonly duration_seconds: number } | null;
  readonly minutes_billed: number;
  readonly total_billed: number;
  readonly astrologer_earning: number;
  readonly commission: number;
  readonly message_count: number;
}
