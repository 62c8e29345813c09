import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { CONSULTATION_CHANNELS } from './chat-events.js';

/**
 * The itemised bill of one consultation (docs/bill.md): every billed minute of a chat or call
 * (live queue turns are calls), the refunds of its debits and the GST note. Money is integer paise,
 * times ISO-8601 UTC; the SPA and the downloads show them in Asia/Kolkata.
 */

const MINUTE_MS = 60_000;

/** When minute `minute` of a consultation starts: the first at `billedFrom` (a chat's acceptance, a call's connection). */
export const consultationMinuteStart = (billedFrom: string, minute: number): Date => new Date(Date.parse(billedFrom) + (minute - 1) * MINUTE_MS);

/** The forms a bill is answered in: the JSON envelope, or a file to download. */
export const BILL_FORMATS = ['json', 'csv', 'pdf'] as const;
export type BillFormat = (typeof BILL_FORMATS)[number];

/** get_consultation_bill/{sessionId}: `format` json (default), csv or pdf; `lang` words the downloads. */
export const consultationBillQuery = z.strictObject({
  format: z.enum(BILL_FORMATS).default('json'),
  lang: z.enum(['en', 'hi']).default('en'),
});
export type ConsultationBillQuery = z.infer<typeof consultationBillQuery>;

const paise = z.number().int();

/** One billed minute, as its `MinuteBilled` event recorded it. */
export const billMinuteView = z.strictObject({
  minute: z.number().int().min(1),
  /** When the minute started (it is billed at its start). */
  starts_at: isoTime,
  /** The price per minute fixed when the consultation was requested. */
  rate: paise,
  /** What the wallet paid: 0 for a free minute. */
  amount: paise,
  free: z.boolean(),
  /** The wallet balance right after this minute. */
  balance_after: paise,
  /** The `MinuteBilled` event of the consultation's stream. */
  event_id: z.uuid(),
  /** The wallet debit (its `WalletDebited` transaction); null for a free minute. */
  wallet_transaction_id: z.string().nullable(),
});
export type BillMinuteView = z.infer<typeof billMinuteView>;

/** Money given back for the consultation's minutes: by an admin (or support) or by an automatic rule. */
export const billRefundView = z.strictObject({
  id: z.string(),
  amount: paise,
  reason: z.string(),
  /** admin: a person decided it; system: an automatic refund rule. */
  by: z.enum(['admin', 'system']),
  /** The debit (minute) it returns. */
  refund_of: z.string(),
  refunded_at: isoTime,
  balance_after: paise,
});
export type BillRefundView = z.infer<typeof billRefundView>;

export const consultationBillView = z.strictObject({
  session_id: z.uuid(),
  channel: z.enum(CONSULTATION_CHANNELS),
  status: z.enum(['requested', 'active', 'rejected', 'ended']),
  astrologer_id: z.uuid(),
  astrologer_name: z.string(),
  /** The name the customer gave in the intake. */
  customer_name: z.string(),
  requested_at: isoTime,
  /** When billing started (a chat's acceptance, a call's connection); null if it never did. */
  billed_from: isoTime.nullable(),
  ended_at: isoTime.nullable(),
  price_per_min: paise,
  free_minutes: z.number().int(),
  /** Every billed minute, the first first. */
  lines: z.array(billMinuteView),
  /** What the minutes cost: the sum of the lines' amounts. */
  total: paise,
  refunds: z.array(billRefundView),
  refunded: paise,
  /** total − refunded: what the consultation cost in the end. */
  net: paise,
  /** GST is charged on recharges (the tax invoices), not again when the wallet pays; the rate in basis points. */
  gst_rate_bp: z.number().int(),
});
export type ConsultationBillView = z.infer<typeof consultationBillView>;
