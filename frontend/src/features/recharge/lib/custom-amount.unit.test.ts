import { describe, expect, it } from 'vitest';
import { readCustomAmount } from './custom-amount';

describe('readCustomAmount', () => {
  it('reads rupees as paise, from ₹1 to ₹40,000', () => {
    expect(readCustomAmount('1')).toEqual({ amount: 100 });
    expect(readCustomAmount('750.50')).toEqual({ amount: 750_50 });
    expect(readCustomAmount('40,000')).toEqual({ amount: 40_000_00 });
  });

  it('says why an amount cannot be recharged', () => {
    expect(readCustomAmount('0.99')).toEqual({ problem: 'amountTooSmall' });
    expect(readCustomAmount('40000.01')).toEqual({ problem: 'amountTooLarge' });
    expect(readCustomAmount('ten')).toEqual({ problem: 'amountInvalid' });
    expect(readCustomAmount('-5')).toEqual({ problem: 'amountInvalid' });
  });

  it('is nothing while the box is empty', () => {
    expect(readCustomAmount('  ')).toBeUndefined();
  });
});
