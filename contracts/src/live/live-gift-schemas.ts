import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';

/** send_live_gift/{sessionId}: which gift of the catalogue (the price is the server's, never the caller's). */
export const sendLiveGiftSchema = z.strictObject({ gift_id: z.uuid() });
export type SendLiveGift = z.infer<typeof sendLiveGiftSchema>;

/** get_live_gift_totals: the sessions of the admin's page, comma-separated (up to 100). */
export const liveGiftTotalsQuery = z.strictObject({
  session_ids: z
    .string()
    .trim()
    .max(100 * 37)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(100)),
});
export type LiveGiftTotalsQuery = z.infer<typeof liveGiftTotalsQuery>;

/** The gift as it was when sent: its name in both languages, its emoji and price. */
const sentGift = z.strictObject({ id: z.uuid(), name: z.string(), name_hi: z.string(), emoji: z.string(), price: z.number().int() });

/** One gift sent on air, as the session's sockets hear it and admins list it. */
export const liveGiftView = z.strictObject({
  /** This sending (not the catalogue's gift). */
  id: z.uuid(),
  session_id: z.uuid(),
  sender_name: z.string(),
  gift: sentGift,
  sent_at: isoTime,
});
export type LiveGiftView = z.infer<typeof liveGiftView>;

/** send_live_gift: what went on air, and the sender's wallet after it (the same for a retry with the same key). */
export const liveGiftSentView = z.strictObject({ ...liveGiftView.shape, wallet_transaction_id: z.uuid(), balance: z.number().int() });
export type LiveGiftSentView = z.infer<typeof liveGiftSentView>;

/** The money of a session's gifts: what senders paid, the astrologer's share and the platform's commission. */
export const liveGiftTotalsView = z.strictObject({
  session_id: z.uuid(),
  count: z.number().int(),
  gross: z.number().int(),
  astrologer_earning: z.number().int(),
  commission: z.number().int(),
});
export type LiveGiftTotalsView = z.infer<typeof liveGiftTotalsView>;

/** get_live_session_gifts/{id} (admins): a session's gifts, newest first, with its totals. */
export const liveSessionGiftsView = z.strictObject({
  totals: liveGiftTotalsView,
  gifts: z.array(z.strictObject({ ...liveGiftView.shape, sender_user_id: z.uuid(), astrologer_earning: z.number().int(), commission: z.number().int() })),
});
export type LiveSessionGiftsView = z.infer<typeof liveSessionGiftsView>;
