/** GST on a wallet recharge, in percent: the one place the rate lives. */
export const GST_PERCENT = 18;

export interface CheckoutSummary {
  /** The pack's price: what reaches the wallet. */
  readonly amount: number;
  readonly gst: number;
  /** Paid on top of the amount. */
  readonly total: number;
  /** Added to the wallet free. */
  readonly bonus: number;
  /** What the wallet gains: the amount and the bonus. */
  readonly credited: number;
}

/** The bill for a pack, in paise: GST on the amount, rounded to the nearest paisa. */
export function checkoutSummary({ amount, bonus_amount: bonus }: { amount: number; bonus_amount: number }): CheckoutSummary {
  const gst = Math.round((amount * GST_PERCENT) / 100);
  return { amount, gst, total: amount + gst, bonus, credited: amount + bonus };
}
