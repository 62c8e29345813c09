import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-money';

describe('formatRupees', () => {
  it.each([
    [0, '₹ 0'],
    [15000, '₹ 150'],
    [15050, '₹ 150.50'],
    [15005, '₹ 150.05'],
    [1, '₹ 0.01'],
    [12345600, '₹ 1,23,456'],
    [-5000, '₹ -50'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatRupees(paise)).toBe(shown);
  });
});
