import { describe, expect, it } from 'vitest';
import { checkoutSummary, GST_PERCENT } from './checkout-summary';

describe('checkoutSummary', () => {
  it('adds 18% GST on the amount, and the bonus to what the wallet gets', () => {
    expect(GST_PERCENT).toBe(18);
    expect(checkoutSummary({ amount: 500_00, bonus_amount: 50_00 })).toEqual({ amount: 500_00, gst: 90_00, total: 590_00, bonus: 50_00, credited: 550_00 });
  });

  it('rounds the GST to the nearest paisa', () => {
    expect(checkoutSummary({ amount: 99_99, bonus_amount: 0 })).toEqual({ amount: 99_99, gst: 18_00, total: 117_99, bonus: 0, credited: 99_99 }); // 17.9982
    expect(checkoutSummary({ amount: 1_01, bonus_amount: 0 }).gst).toBe(18); // 18.18
  });
});
