import type {
  ApplicationStatus,
  AstrologerAvailability,
  AstrologerLanguage,
  AstrologerLiveStatus,
  AstrologerLogKind,
  AstrologerSkill,
  BirthInput,
  ChartOptions,
  ChatIntake,
  ChatParticipant,
  ChatStatus,
  ConsultationChannel,
  OrderCanceller,
  OrderKind,
  OrderLineView,
  OrderStatus,
  PoojaBookingView,
  ReviewStatus,
  ShippingAddressView,
  RefundRuleCode,
  SiteLanguage,
} from '@nakshatra/contracts';
import type { ColumnType } from 'kysely';
import type { ConsultationBillsTable } from '../bills/bill-tables.js';
import type { QueueEntriesTable } from '../queue/queue-tables.js';
import type { AstrologerFollowerCountsTable, AstrologerFollowsTable, LiveAudienceTable, LiveGiftsTable, LiveSessionsTable } from '../live/live-tables.js';
import type { UserNotificationReadsTable, UserNotificationsTable } from '../notifications/notification-tables.js';
import type { EmailDeliveriesTable } from '../mail/mail-tables.js';
import type { MailLanguage, StoredMailTexts } from '../mail/mail-texts.js';
import type { SupportTicketEntriesTable, SupportTicketsTable } from '../support/support-tables.js';
import type { PrivateImagesTable } from '../uploads/private-images.projection.js';

/** Row types of every read-model table (immich style: the schema lives in code, migrations beside it). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: ColumnType<string | null, string | null, string | null>;
  prepare_position: ColumnType<string | null, string | null, string | null>;
  events_processed: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  last_event_recorded_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  caught_up_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContentItemsTable {
  id: string;
  family: string;
  title: string;
  slug: string;
  status: 'draft' | 'published';
  sort_order: number;
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface UsersTable {
  id: string;
  /** Null once erased. */
  phone: string | null;
  country_code: string;
  name: string;
  email: string | null;
  img_url: string;
  gender: string | null;
  date_of_birth: string | null;
  /** The language the user reads the site in, as the SPA recorded it; null until it has. */
  language: SiteLanguage | null;
  status: 'active' | 'ban' | 'erased';
  status_reason: string | null;
  roles: ColumnType<string[], string, string>;
  registered_at: Timestamp;
  last_login_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface UserSessionsTable {
  id: string;
  user_id: string;
  role: string;
  started_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface EmailOutboxTable {
  id: string;
  kind: string;
  recipient: string;
  /** The mail in English, Hindi and both (jsonb; mail-texts.ts). */
  texts: ColumnType<StoredMailTexts, string, string>;
  /** Settled by the event, or null: the recipient user's own language (docs/mail.md). */
  language: MailLanguage | null;
  /** Whose mail it is (erasure drops it). */
  user_id: string | null;
  reply_to: string | null;
  created_at: Timestamp;
}

export interface ContentHistoryTable {
  id: string;
  item_id: string;
  family: string;
  change: 'created' | 'updated' | 'deleted';
  actor_id: string;
  actor_role: string;
  fields: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  occurred_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  subscribed_at: Timestamp;
  updated_at: Timestamp;
}

/** bigint paise: pg answers int8 as a string (exact); writers pass numbers. */
type Paise = ColumnType<string, number, number>;
type NullablePaise = ColumnType<string | null, number | null, number | null>;

export interface WalletsTable {
  /** The user id. */
  id: string;
  balance: Paise;
  /** Credited recharges. */
  recharge_count: number;
  /** Credited recharges with their bonuses. */
  total_credited: Paise;
  total_debited: Paise;
  updated_at: Timestamp;
}

export interface WalletTransactionsTable {
  id: string;
  user_id: string;
  type: 'recharge' | 'debit' | 'adjustment' | 'refund';
  /** Recharges: pending until paid, failed, cancelled or expired (WalletRechargeExpired); movements: success. */
  status: 'pending' | 'success' | 'failed' | 'cancelled' | 'expired';
  amount: Paise;
  bonus: Paise;
  gst: Paise;
  total_paid: Paise;
  balance_after: NullablePaise;
  reason: string;
  source_kind: string;
  source_id: string;
  provider: 'test' | 'razorpay' | null;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  refund_of: string | null;
  /** The automatic refund rule that gave a refund (docs/refund-rules.md). */
  refund_rule: RefundRuleCode | null;
  failure_detail: string | null;
  actor_id: string;
  actor_role: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the balance changed; null for a recharge not (yet) credited. */
  settled_at: NullableTimestamp;
}

export interface InvoiceParty {
  readonly name: string;
  readonly address: string;
  readonly state_code: string;
  readonly gstin: string | null;
}

export interface InvoicesTable {
  id: string;
  number: string;
  financial_year: string;
  sequence: number;
  user_id: string;
  recharge_id: string;
  issued_at: Timestamp;
  supplier: ColumnType<InvoiceParty, string, string>;
  customer: ColumnType<{ name: string; phone: string }, string, string>;
  description: string;
  sac: string;
  taxable: Paise;
  gst_rate_bp: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
  bonus: Paise;
}

export interface WalletLedgerTable {
  /** The event id. */
  id: string;
  user_id: string;
  revision: ColumnType<string, number, number>;
  type: string;
  data: ColumnType<unknown, string, string>;
  actor_id: string;
  actor_role: string;
  occurred_at: Timestamp;
  /** The event's global position, as X-Position shows it. */
  position: string;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  kind: OrderKind;
  status: OrderStatus;
  lines: ColumnType<OrderLineView[], string, string>;
  total: Paise;
  shipping: ColumnType<ShippingAddressView | null, string | null, string | null>;
  booking: ColumnType<PoojaBookingView | null, string | null, string | null>;
  wallet_transaction_id: string | null;
  /** Summed from the WalletRefunded events that name the order. */
  refunded_amount: Paise;
  packed_at: NullableTimestamp;
  shipped_at: NullableTimestamp;
  carrier: string | null;
  tracking_number: string | null;
  delivered_at: NullableTimestamp;
  performed_at: NullableTimestamp;
  performed_note: string | null;
  performed_media_url: string | null;
  cancelled_at: NullableTimestamp;
  cancelled_by: OrderCanceller | null;
  cancel_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AstrologersTable {
  id: string;
  user_id: string;
  name: string;
  /** Ten digits. */
  phone: string;
  country_code: string;
  email: string;
  gender: string;
  date_of_birth: string;
  languages: ColumnType<AstrologerLanguage[], string, string>;
  skills: ColumnType<AstrologerSkill[], string, string>;
  experience_years: number;
  price_per_min: Paise;
  /** Null while the astrologer takes no calls. */
  call_price_per_min: NullablePaise;
  bio: string;
  img_url: string;
  id_document_url: string;
  application_status: ApplicationStatus;
  active: boolean;
  availability: AstrologerAvailability;
  /** The "take calls" switch. */
  takes_calls: ColumnType<boolean, boolean | undefined, boolean>;
  session_id: string | null;
  live_status: AstrologerLiveStatus;
  /** When live_status last went from online or busy to offline; null if never. */
  last_online_at: NullableTimestamp;
  rejection_reason_id: string | null;
  rejection_reason: string | null;
  /** The average of the published ratings, one decimal; kept with their sum and count so it stays exact. */
  rating: number;
  rating_sum: ColumnType<number, number | undefined, number>;
  rating_count: number;
  orders_count: number;
  applied_at: Timestamp;
  reviewed_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  deactivated_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AstrologerLogsTable {
  /** The event id. */
  id: string;
  astrologer_id: string;
  revision: ColumnType<string, number, number>;
  kind: AstrologerLogKind;
  detail: ColumnType<Record<string, unknown>, string, string>;
  actor_id: string;
  actor_role: string;
  occurred_at: Timestamp;
}

export interface ChatSessionsTable {
  id: string;
  customer_id: string;
  astrologer_id: string;
  astrologer_user_id: string;
  status: ChatStatus;
  channel: ConsultationChannel;
  price_per_min: Paise;
  free_minutes: number;
  intake: ColumnType<ChatIntake, string, string>;
  requested_at: Timestamp;
  accepted_at: NullableTimestamp;
  connected_at: NullableTimestamp;
  rejected_at: NullableTimestamp;
  rejected_by: string | null;
  rejection_reason: string | null;
  ended_at: NullableTimestamp;
  ended_by: string | null;
  end_reason: string | null;
  duration_seconds: number;
  minutes_billed: number;
  total_billed: Paise;
  astrologer_earning: Paise;
  commission: Paise;
  /** What an automatic refund rule returned to the customer after the end, and its code (docs/refund-rules.md). */
  rule_refunded: Paise;
  refund_rule: RefundRuleCode | null;
  message_count: number;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: string;
  session_id: string;
  revision: ColumnType<string, number, number>;
  sender: ChatParticipant;
  text: string;
  sent_at: Timestamp;
}

export interface ReviewsTable {
  /** The session's id: one review per session. */
  id: string;
  session_id: string;
  astrologer_id: string;
  customer_id: string;
  customer_name: string;
  rating: number;
  comment: string | null;
  status: ReviewStatus;
  moderation_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SavedKundlisTable {
  id: string;
  user_id: string;
  /** `BirthInput & ChartOptions` as saved (jsonb). */
  input: ColumnType<BirthInput & ChartOptions, string, string>;
  created_at: Timestamp;
}

export interface ReadModelDatabase {
  live_sessions: LiveSessionsTable;
  queue_entries: QueueEntriesTable;
  live_audience: LiveAudienceTable;
  live_gifts: LiveGiftsTable;
  astrologer_follows: AstrologerFollowsTable;
  astrologer_follower_counts: AstrologerFollowerCountsTable;
  saved_kundlis: SavedKundlisTable;
  reviews: ReviewsTable;
  support_tickets: SupportTicketsTable;
  support_ticket_entries: SupportTicketEntriesTable;
  private_images: PrivateImagesTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  consultation_bills: ConsultationBillsTable;
  user_notifications: UserNotificationsTable;
  user_notification_reads: UserNotificationReadsTable;
  astrologers: AstrologersTable;
  astrologer_logs: AstrologerLogsTable;
  orders: OrdersTable;
  wallets: WalletsTable;
  wallet_transactions: WalletTransactionsTable;
  invoices: InvoicesTable;
  wallet_ledger: WalletLedgerTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  content_history: ContentHistoryTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  content_items: ContentItemsTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  email_outbox: EmailOutboxTable;
  email_deliveries: EmailDeliveriesTable;
}
