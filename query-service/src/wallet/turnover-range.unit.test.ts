import { describe, expect, it } from 'vitest';
import { turnoverRange } from './turnover-range.js';

describe('turnoverRange', () => {
  it('defaults to the last 30 days by day and the last 12 months by month, up to today in India', () => {
    const byDay = turnoverRange({ by: 'day' }, '2026-11-23');
    expect([byDay.from, byDay.to, byDay.periods.length, byDay.periods[0], byDay.periods.at(-1)]).toEqual(['2026-10-25', '2026-11-23', 30, '2026-10-25', '2026-11-23']);
    const byMonth = turnoverRange({ by: 'month' }, '2026-11-23');
    expect([byMonth.from, byMonth.to, byMonth.periods]).toEqual([
      '2025-12-01',
      '2026-11-23',
      ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    ]);
  });

  it('takes the dates given, inclusive, and months that a range touches', () => {
    expect(turnoverRange({ by: 'day', from: '2026-11-22', to: '2026-11-23' }, '2026-12-01').periods).toEqual(['2026-11-22', '2026-11-23']);
    expect(turnoverRange({ by: 'month', from: '2026-11-30', to: '2027-01-01' }, '2027-02-01').periods).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(turnoverRange({ by: 'day', to: '2026-03-01' }, '2026-12-01').from).toBe('2026-01-31');
  });

  it('refuses a range that ends before it starts, or that has too many periods', () => {
    expect(() => turnoverRange({ by: 'day', from: '2026-11-24', to: '2026-11-23' }, '2026-12-01')).toThrow('from: must not be after to');
    expect(() => turnoverRange({ by: 'day', from: '2025-01-01', to: '2026-11-23' }, '2026-12-01')).toThrow(/more than 366 days/);
    expect(turnoverRange({ by: 'month', from: '2025-01-01', to: '2026-11-23' }, '2026-12-01').periods).toHaveLength(23);
  });
});
