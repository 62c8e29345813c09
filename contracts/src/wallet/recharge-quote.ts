/**
 * What a recharge costs and credits. Shared by the command service (which charges it) and the query
 * service (which shows it before paying), so the two cannot disagree.
 */
export interface RechargeQuoteInput {
  /** Paise the wallet gets before any bonus. */
  readonly amount: number;
  /** The pack's own bonus, paise. */
  readonly packBonus: number;
  /** Offers that apply (the first-recharge offer, a coupon): percentages of the amount. */
  readonly bonusPercents: readonly number[];
  /** GST rate in basis points (1800 = 18%). */
  readonly gstRateBp: number;
}

export interface RechargeQuote {
  readonly amount: number;
  readonly bonus: number;
  readonly gstRateBp: number;
  readonly gst: number;
  /** What the customer pays. */
  readonly total: number;
  /** What the wallet gets: amount + bonus. */
  readonly credit: number;
}

/** GST on top of the amount, rounded half up to the paisa; bonuses rounded down (never over-credit). */
/** What an offer of `percent` adds to a recharge of `amount`, rounded down to the paisa. */
export const offerBonusOf = (amount: number, percent: number): number => Math.floor((amount * percent) / 100);

export function quoteRecharge({ amount, packBonus, bonusPercents, gstRateBp }: RechargeQuoteInput): RechargeQuote {
  const offerBonus = bonusPercents.reduce((sum, percent) => sum + offerBonusOf(amount, percent), 0);
  const bonus = packBonus + offerBonus;
  const gst = Math.floor((amount * gstRateBp + 5_000) / 10_000);
  return { amount, bonus, gstRateBp, gst, total: amount + gst, credit: amount + bonus };
}

/** 18%: the GST rate on recharges unless `GST_RATE_BP` says otherwise. */
export const DEFAULT_GST_RATE_BP = 1800;

/** GST_RATE_BP from the environment given (both services read it, so they charge and quote alike). */
export function gstRateBpFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.GST_RATE_BP;
  const rate = raw === undefined ? DEFAULT_GST_RATE_BP : Number(raw);
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) throw new Error(`GST_RATE_BP must be whole basis points from 0 to 10000 (1800 = 18%), not "${raw}"`);
  return rate;
}
