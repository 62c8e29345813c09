import { z } from 'zod';
import { one } from '../routes/response-schemas.js';
import { get, getOne, route } from '../routes/route-builders.js';
import { liveGiftSentView, liveGiftTotalsQuery, liveGiftTotalsView, liveSessionGiftsView, sendLiveGiftSchema } from './live-gift-schemas.js';

/**
 * Gifts on air (docs/live.md, "Gifts"). The catalogue of gifts is the content family `gift`
 * (get_gift, create_gift, update_gift, delete_gift: admins manage it, everyone reads the published ones).
 */
export const liveGiftCatalogue = [
  route('live_gift', 'send_live_gift', 'POST', '/api/send_live_gift/{id}', 'command', 'customer', 'Send a gift of the catalogue to a live session on air, paid from the wallet (Idempotency-Key)', {
    body: sendLiveGiftSchema,
    response: one(liveGiftSentView),
    refusals: ['live.not_found', 'live.not_started', 'live.ended', 'live.cancelled', 'live.gift_not_found', 'live.gift_to_yourself', 'live.gift_voided', 'wallet.insufficient_balance', 'idempotency.key_reused'],
  }),
  getOne('live_gift', 'get_live_session_gifts', 'admin', "A live session's gifts, newest first, with their totals (gross, the astrologer's share, commission)", {
    response: one(liveSessionGiftsView),
    refusals: ['live.not_found'],
  }),
  get('live_gift', 'get_live_gift_totals', 'admin', 'The gift totals of several live sessions (session_ids, comma-separated)', { query: liveGiftTotalsQuery, response: one(z.array(liveGiftTotalsView)) }),
] as const;
