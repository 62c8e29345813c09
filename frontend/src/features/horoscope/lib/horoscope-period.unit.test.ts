import { describe, expect, it } from 'vitest';
import { describePeriod, horoscopeSearch, isCalendarDay, periodStart, readHoroscopeView, shiftPeriod } from './horoscope-period';

describe('periodStart', () => {
  it('dates weeks from Monday, months from the 1st and years from 1 January', () => {
    expect(periodStart('2026-11-22', 'daily')).toBe('2026-11-22');
    expect(periodStart('2026-11-22', 'weekly')).toBe('2026-11-16'); // a Sunday belongs to the week of the Monday before
    expect(periodStart('2026-11-16', 'weekly')).toBe('2026-11-16');
    expect(periodStart('2026-11-22', 'monthly')).toBe('2026-11-01');
    expect(periodStart('2026-11-22', 'yearly')).toBe('2026-01-01');
  });
});

describe('shiftPeriod', () => {
  it('steps a period back and forth, across month and year ends', () => {
    expect(shiftPeriod('2026-03-01', 'daily', -1)).toBe('2026-02-28');
    expect(shiftPeriod('2026-12-31', 'daily', 1)).toBe('2027-01-01');
    expect(shiftPeriod('2026-12-28', 'weekly', 1)).toBe('2027-01-04');
    expect(shiftPeriod('2026-11-16', 'weekly', -1)).toBe('2026-11-09');
    expect(shiftPeriod('2026-01-01', 'monthly', -1)).toBe('2025-12-01');
    expect(shiftPeriod('2026-01-31', 'monthly', 1)).toBe('2026-02-01');
    expect(shiftPeriod('2026-01-01', 'yearly', 1)).toBe('2027-01-01');
  });
});

describe('the view in the address', () => {
  const today = '2026-11-22';
  const read = (search: string) => readHoroscopeView(new URLSearchParams(search), today);

  it("defaults to today's daily horoscope, and to the current period of another tab", () => {
    expect(read('')).toEqual({ period: 'daily', date: '2026-11-22' });
    expect(read('period=weekly')).toEqual({ period: 'weekly', date: '2026-11-16' });
    expect(read('period=yearly')).toEqual({ period: 'yearly', date: '2026-01-01' });
  });

  it('takes a date inside a period as the start of that period, and ignores what it cannot read', () => {
    expect(read('period=monthly&date=2026-10-19')).toEqual({ period: 'monthly', date: '2026-10-01' });
    expect(read('period=hourly&date=2026-02-30')).toEqual({ period: 'daily', date: '2026-11-22' });
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });

  it('writes only what differs from the defaults', () => {
    expect(horoscopeSearch({ period: 'daily', date: '2026-11-22' }, today)).toBe('');
    expect(horoscopeSearch({ period: 'daily', date: '2026-11-21' }, today)).toBe('?date=2026-11-21');
    expect(horoscopeSearch({ period: 'weekly', date: '2026-11-16' }, today)).toBe('?period=weekly');
    expect(horoscopeSearch({ period: 'weekly', date: '2026-11-23' }, today)).toBe('?period=weekly&date=2026-11-23');
  });
});

describe('describePeriod', () => {
  it('names the period in English', () => {
    expect(describePeriod({ period: 'daily', date: '2026-11-22' }, 'en')).toBe('Sunday, 22 Nov 2026');
    expect(describePeriod({ period: 'weekly', date: '2026-11-16' }, 'en')).toBe('16 – 22 Nov 2026');
    expect(describePeriod({ period: 'weekly', date: '2026-11-30' }, 'en')).toBe('30 Nov – 6 Dec 2026');
    expect(describePeriod({ period: 'weekly', date: '2026-12-28' }, 'en')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(describePeriod({ period: 'monthly', date: '2026-11-01' }, 'en')).toBe('November 2026');
    expect(describePeriod({ period: 'yearly', date: '2026-01-01' }, 'en')).toBe('2026');
  });

  it('names the period in Hindi', () => {
    expect(describePeriod({ period: 'daily', date: '2026-11-22' }, 'hi')).toBe('रविवार, 22 नवंबर 2026');
    expect(describePeriod({ period: 'monthly', date: '2026-11-01' }, 'hi')).toBe('नवंबर 2026');
  });
});
