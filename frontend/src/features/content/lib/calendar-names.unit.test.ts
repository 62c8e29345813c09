import { describe, expect, it } from 'vitest';
import { monthName, weekdayNames } from './calendar-names';

describe('calendar names', () => {
  it('names the month in English and Hindi', () => {
    expect(monthName({ year: 2026, month: 11 }, 'en')).toBe('November 2026');
    expect(monthName({ year: 2026, month: 11 }, 'hi')).toBe('नवंबर 2026');
  });

  it('names the week from Sunday', () => {
    expect(weekdayNames('en').map((day) => day.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('hi')[0]).toEqual({ short: 'रवि', long: 'रविवार' });
  });
});
