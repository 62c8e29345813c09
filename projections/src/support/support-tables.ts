import type { RefundBearer, SupportCategory, SupportLinkKind, SupportRefundDecision, SupportSide, SupportTicketStatus } from '@nakshatra/contracts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** bigint paise: pg answers int8 as a string. */
type NullablePaise = ColumnType<string | null, number | null, number | null>;

/** One row per support ticket (migration 0024). People's names are joined from `users` at read time. */
export interface SupportTicketsTable {
  id: string;
  customer_id: string;
  opener_role: 'customer' | 'astrologer';
  category: SupportCategory;
  status: SupportTicketStatus;
  subject: string;
  link_kind: SupportLinkKind | null;
  link_id: string | null;
  assignee_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_message_at: Timestamp;
  last_message_side: SupportSide;
  first_answer_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
  refund_decision: SupportRefundDecision | null;
  refund_amount: NullablePaise;
  refund_refundable: NullablePaise;
  refund_note: string | null;
  /** A consultation's refund: who bears it (migration 0031); null otherwise. */
  refund_borne_by: RefundBearer | null;
  refund_decided_at: NullableTimestamp;
  refund_paid_amount: NullablePaise;
  refund_paid_at: NullableTimestamp;
}

export type SupportEntryKind = 'message' | 'status' | 'assigned' | 'refund_decided' | 'refund_paid';

/** One row per entry of a ticket's thread, keyed by the event that wrote it, ordered by its revision. */
export interface SupportTicketEntriesTable {
  id: string;
  ticket_id: string;
  /** The ticket's opener, for erasure (migration 0032); null on entries without words. */
  customer_id: string | null;
  kind: SupportEntryKind;
  side: SupportSide | null;
  text: string | null;
  images: string[];
  from_status: SupportTicketStatus | null;
  to_status: SupportTicketStatus | null;
  assignee_id: string | null;
  decision: SupportRefundDecision | null;
  amount: NullablePaise;
  at: Timestamp;
  revision: number;
}
