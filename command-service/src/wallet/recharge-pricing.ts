import { offerBonusOf, quoteRecharge, type CreateTransaction, type RechargeQuote } from '@nakshatra/contracts';
import { refuseField } from '@nakshatra/platform';
import type { PublishedItem } from '../content/published-item.js';

export interface PricedRecharge extends RechargeQuote {
  readonly packId: string | null;
  readonly offerIds: readonly string[];
  /** The part of the bonus a first-recharge offer gives (the wallet credits it to the first recharge paid only). */
  readonly firstRechargeBonus: number;
  /** The part of the bonus the offers give, the first-recharge part included; the rest is the pack's. */
  readonly offerBonus: number;
}

/**
 * What a recharge charges and credits, from the admin's own events (never a projection that may
 * lag): the pack's amount and bonus (or the typed amount), plus the bonus of each offer that
 * really applies now. An offer that does not apply is refused with a 400
 * rather than dropped, so the customer never pays for a bonus they will not get.
 */
export async function priceRecharge(published: PublishedItem, request: CreateTransaction, firstRecharge: boolean, gstRateBp: number, now: Date): Promise<PricedRecharge> {
  let amount = request.amount ?? 0;
  let packBonus = 0;
  if (request.pack_id !== undefined) {
    const pack = await published('price', request.pack_id);
    if (!pack) throw refuseField('pack_id', 'field.recharge_pack_unavailable');
    amount = pack.amount as number;
    packBonus = (pack.bonus_amount as number | undefined) ?? 0;
  }

  const offerIds = [...new Set(request.offer_ids)];
  const bonusPercents: number[] = [];
  let firstRechargeBonus = 0;
  let coupons = 0;
  for (const [index, id] of offerIds.entries()) {
    const offer = await published('offers', id);
    const path = `offer_ids.${index}`;
    if (!offer) throw refuseField(path, 'field.offer_unavailable');
    if (hasEnded(offer, now)) throw refuseField(path, 'field.offer_ended');
    if (offer.first_recharge === true) {
      if (!firstRecharge) throw refuseField(path, 'field.offer_first_recharge_only');
      firstRechargeBonus += offerBonusOf(amount, offer.bonus_percent as number);
    } else if (typeof offer.code !== 'string') {
      throw refuseField(path, 'field.offer_no_bonus');
    } else if (++coupons > 1) {
      throw refuseField(path, 'field.one_coupon_only');
    }
    bonusPercents.push(offer.bonus_percent as number);
  }
  const quote = quoteRecharge({ amount, packBonus, bonusPercents, gstRateBp });
  return { ...quote, packId: request.pack_id ?? null, offerIds, firstRechargeBonus, offerBonus: quote.bonus - packBonus };
}

/** Whether a published offer's `valid_until`, if it has one, is past at `now`. */
function hasEnded(offer: Readonly<Record<string, unknown>>, now: Date): boolean {
  const validUntil = offer.valid_until as string | undefined;
  return validUntil !== undefined && Date.parse(validUntil) < now.getTime();
}

/** Whether an offer is on at `now`: published, and not past its `valid_until`. */
export async function offerOn(published: PublishedItem, id: string, now: Date): Promise<boolean> {
  const offer = await published('offers', id);
  return offer !== undefined && !hasEnded(offer, now);
}
