import { callApi } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/use-idempotency-key.hook';

/** GET /api/get_gift: the gifts viewers may send (the published ones, in the admins' order). */
export const getGiftCatalogue = (signal?: AbortSignal) => callApi('get_gift', { query: { limit: 50, sort: 'sort_order' }, ...(signal ? { signal } : {}) });

/**
 * POST /api/send_live_gift/{sessionId}: pays a gift from the wallet and puts it on air. The same key
 * with the same gift answers the first sending again and debits nothing more (docs/live.md, "Gifts").
 */
export const sendLiveGift = (sessionId: string, giftId: string, idempotencyKey: string) =>
  callApi('send_live_gift', { params: { id: sessionId }, body: { gift_id: giftId }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
