import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './invoice-events.js';

describe('invoice numbers', () => {
  it('takes the financial year by the date in India: 1 April to 31 March', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00.000Z'))).toBe('2099-00');
  });

  it('numbers within at most 16 characters (CGST Rules, rule 46(b)), a million invoices a year included', () => {
    expect(invoiceNumber('2026-27', 42)).toBe('NK/26-27/000042');
    expect(invoiceNumber('2026-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(invoiceNumber('2026-27', 1_000_000)).toBe('NK/26-27/1000000');
    expect(invoiceNumber('2026-27', 1_000_000).length).toBe(16);
  });
});
