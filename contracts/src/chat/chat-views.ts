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
  /** What the customer told the astrologer. */
  readonly intake: ChatIntakeView;
  readonly message_count: number;
  /** The last message each side has read (read receipts), null before the first. */
  readonly read: { readonly customer: string | null; readonly astrologer: string | null };
  readonly end: (ChatEndedBy & { readonly ended_at: string; readonly duration_seconds: number }) | null;
}

export interface ChatMessageView {
  readonly id: string;
  readonly session_id: string;
  readonly from: 'customer' | 'astrologer';
  readonly text: string;
  readonly sent_at: string;
}

export interface ChatIntakeView {
  readonly name: string;
  readonly birth_date: string;
  readonly birth_time: string | null;
  readonly birth_place: string;
}

/** A session as admins list it (get_chat_session and friends): the read model's row. */
export interface ChatSessionRecordView {
  readonly id: string;
  readonly status: ChatStatus;
  readonly customer_id: string;
  readonly astrologer_id: string;
  readonly price_per_min: number;
  readonly free_minutes: number;
  readonly intake: ChatIntakeView;
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

/** One of your own consultations (get_my_chat_sessions): as the customer, or as the astrologer. */
export interface MyChatSessionView {
  readonly id: string;
  readonly status: ChatStatus;
  /** Which side you were. */
  readonly role: 'customer' | 'astrologer';
  readonly astrologer_id: string;
  readonly astrologer_name: string;
  readonly astrologer_img_url: string | null;
  /** The name the customer gave in the intake. */
  readonly customer_name: string;
  readonly price_per_min: number;
  readonly free_minutes: number;
  readonly requested_at: string;
  readonly accepted_at: string | null;
  readonly ended_at: string | null;
  readonly duration_seconds: number;
  readonly minutes_billed: number;
  /** What the customer paid (paise). */
  readonly total_billed: number;
  /** What the astrologer earned (paise); null in the customer's list. */
  readonly astrologer_earning: number | null;
  readonly message_count: number;
  readonly rejection: { readonly by: string; readonly reason: string } | null;
  readonly end: { readonly by: string; readonly reason: string | null } | null;
}
