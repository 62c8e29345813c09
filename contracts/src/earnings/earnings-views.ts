import { z } from 'zod';
import { CONSULTATION_CHANNELS } from '../chat/chat-events.js';
import { isoTime } from '../routes/response-schemas.js';

/** Money is integer paise; times ISO-8601 UTC. Only consultations (accepted sessions) count. */
const paise = z.number().int();
const count = z.number().int();

const totals = {
  sessions: count,
  /** Billed minutes minus the free ones. */
  paid_minutes: count,
  /** What customers paid. */
  gross: paise,
  commission: paise,
  astrologer_earning: paise,
};

/** get_astrologer_earnings: one row per astrologer with sessions in the range. */
export const astrologerEarningsRowView = z.strictObject({ astrologer_id: z.uuid(), astrologer_name: z.string(), ...totals });
export type AstrologerEarningsRowView = z.infer<typeof astrologerEarningsRowView>;

export const earningsTotals = z.strictObject(totals);
export type EarningsTotals = z.infer<typeof earningsTotals>;

export const earningSessionView = z.strictObject({
  session_id: z.uuid(),
  /** A chat or a call. */
  channel: z.enum(CONSULTATION_CHANNELS),
  status: z.enum(['active', 'ended']),
  accepted_at: isoTime,
  ended_at: isoTime.nullable(),
  minutes_billed: count,
  paid_minutes: count,
  gross: paise,
  astrologer_earning: paise,
});
export type EarningSessionView = z.infer<typeof earningSessionView>;

/** Gifts received on air (docs/live.md, "Gifts"): how many, what senders paid, the commission and the astrologer's share. */
export const giftEarningsTotals = z.strictObject({ count, gross: paise, commission: paise, astrologer_earning: paise });
export type GiftEarningsTotals = z.infer<typeof giftEarningsTotals>;

/** One gift received on air, with the astrologer's share of it. */
export const earningGiftView = z.strictObject({
  id: z.uuid(),
  session_id: z.uuid(),
  sender_name: z.string(),
  name: z.string(),
  name_hi: z.string(),
  emoji: z.string(),
  gross: paise,
  astrologer_earning: paise,
  sent_at: isoTime,
});
export type EarningGiftView = z.infer<typeof earningGiftView>;

/** get_my_earnings: the astrologer's own, by India day and month. */
export const myEarningsView = z.strictObject({
  astrologer_id: z.uuid(),
  /** The India date the totals were read on. */
  today: z.iso.date(),
  totals: z.strictObject({ today: earningsTotals, this_month: earningsTotals, all_time: earningsTotals }),
  /** The last 20 consultations, newest first. */
  recent: z.array(earningSessionView),
  /** Gifts received in live sessions, over the same periods. */
  gifts: z.strictObject({ today: giftEarningsTotals, this_month: giftEarningsTotals, all_time: giftEarningsTotals }),
  /** The last 20 gifts, newest first. */
  recent_gifts: z.array(earningGiftView),
});
export type MyEarningsView = z.infer<typeof myEarningsView>;

/** get_astro_user/{astrologerId}: one row per customer who consulted the astrologer. */
export const astrologerCustomerView = z.strictObject({
  customer_id: z.uuid(),
  /** The account's name, else the name given at the last session's intake. */
  name: z.string(),
  /** `******3210`, or null when the account is unknown to the users read model. */
  phone: z.string().nullable(),
  sessions: count,
  total_minutes: count,
  total_paid: paise,
  last_session_at: isoTime,
});
export type AstrologerCustomerView = z.infer<typeof astrologerCustomerView>;
