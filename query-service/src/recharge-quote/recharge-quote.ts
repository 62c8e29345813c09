import { contentListQuery, quoteRecharge, type ContentItem, type RechargeQuoteView } from '@nakshatra/contracts';
import { refuseField } from '@nakshatra/platform';
import type { ContentItemsRepository } from '../content/content-items.repository.js';

export interface RechargeQuoteRequest {
  readonly pack_id?: string;
  readonly amount?: number;
  readonly coupon_code?: string;
}

const isLive = (offer: ContentItem, now: Date) => !offer.valid_until || Date.parse(String(offer.valid_until)) >= now.getTime();

/**
 * get_recharge_quote: what a recharge would cost and credit, and which offers give its bonus (the
 * first-recharge offer by itself, a typed coupon by its code). The SPA sends those offers' ids to
 * create_transaction, which checks them again against the admin's events and charges the same
 * numbers (both sides use `quoteRecharge`).
 */
export async function rechargeQuote(
  content: ContentItemsRepository,
  request: RechargeQuoteRequest,
  firstRecharge: boolean,
  gstRateBp: number,
  now: Date,
): Promise<RechargeQuoteView> {
  let amount = request.amount ?? 0;
  let packBonus = 0;
  if (request.pack_id !== undefined) {
    const pack = await content.findOne('price', request.pack_id, false);
    if (!pack) throw refuseField('pack_id', 'field.recharge_pack_unavailable');
    amount = pack.amount as number;
    packBonus = (pack.bonus_amount as number | undefined) ?? 0;
  }
  const offers = (await content.list('offers', contentListQuery.parse({ limit: 100 }), false)).items.filter((offer) => isLive(offer, now));
  const applied = firstRecharge ? offers.filter((offer) => offer.first_recharge === true) : [];
  if (request.coupon_code !== undefined) {
    const coupon = offers.find((offer) => offer.first_recharge !== true && offer.code === request.coupon_code);
    if (!coupon) throw refuseField('coupon_code', 'field.coupon_unknown');
    applied.push(coupon);
  }
  const quote = quoteRecharge({ amount, packBonus, bonusPercents: applied.map((offer) => offer.bonus_percent as number), gstRateBp });
  return {
    amount: quote.amount,
    bonus: quote.bonus,
    gst_rate_bp: quote.gstRateBp,
    gst: quote.gst,
    total: quote.total,
    credit: quote.credit,
    offers: applied.map((offer) => ({ id: offer.id, title: offer.title as string, bonus_percent: offer.bonus_percent as number })),
  };
}
