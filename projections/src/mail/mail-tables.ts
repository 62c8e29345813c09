import type { ColumnType } from 'kysely';
import type { MailLanguage } from './mail-texts.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** pending: waits for `next_attempt_at`; sending: claimed by a worker until `lease_until`; sent; dead: given up (docs/mail.md). */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'dead';

/** The mail worker's record of one `email_outbox` row (migration 0027). */
export interface EmailDeliveriesTable {
  outbox_id: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  lease_until: NullableTimestamp;
  /** Why the last attempt failed (the SMTP server's reply), kept for the operator. */
  last_error: string | null;
  /** Which transport took it: `smtp`, or `dev-mailbox` (the embedded default). */
  transport: string | null;
  /** The address it went to, once resolved (`support` and `user:<id>` are resolved at sending). */
  sent_to: string | null;
  /** The language it went in, once resolved (a user's own is looked up at sending). */
  language: MailLanguage | null;
  sent_at: NullableTimestamp;
  updated_at: Timestamp;
}
