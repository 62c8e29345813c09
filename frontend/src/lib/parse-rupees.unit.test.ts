import { describe, expect, it } from 'vitest';
import { parseRupees } from './parse-rupees';

describe('parseRupees', () => {
  it.each([
    ['500', 500_00],
    ['1,00,000', 100_000_00],
    ['₹ 99.5', 99_50],
    ['0.01', 1],
    [' 250.75 ', 250_75],
    ['-250', -250_00],
    ['−1.5', -1_50],
  ])('reads %s as %i paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each(['', 'abc', '1.234', '1e3', '--5', '5-', '.5', '12345678901'])('refuses %j', (text) => {
    expect(parseRupees(text)).toBeUndefined();
  });
});
