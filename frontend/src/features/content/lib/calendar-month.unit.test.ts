import { describe, expect, it } from 'vitest';
import { addMonths, istToday, itemsByDay, mayHaveMore, monthParam, monthWeeks, readMonth } from './calendar-month';

const november = { year: 2026, month: 11 };

describe('calendar month', () => {
  it('knows today in India, which starts 5 h 30 min before UTC’s', () => {
    expect(istToday(Date.parse('2026-11-07T18:29:59Z'))).toBe('2026-11-07');
    expect(istToday(Date.parse('2026-11-07T18:30:00Z'))).toBe('2026-11-08');
  });

  it('reads the month from the address, else takes the fallback', () => {
    expect(readMonth('2027-03', november)).toEqual({ year: 2027, month: 3 });
    for (const bad of [null, '', '2027-13', '2027-3', 'march']) expect(readMonth(bad, november)).toEqual(november);
    expect(monthParam({ year: 2027, month: 3 })).toBe('2027-03');
  });

  it('steps across years', () => {
    expect(addMonths(november, 2)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths(november, -23)).toEqual({ year: 2024, month: 12 });
  });

  it('lays the days out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday; 30 days make five weeks, the last one padded.
    const weeks = monthWeeks(november);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2027 starts on a Monday.
    expect(monthWeeks({ year: 2027, month: 2 })[0]?.slice(0, 2)).toEqual([null, '2027-02-01']);
  });

  it('groups the month’s items by day and leaves out other months', () => {
    const days = itemsByDay([{ date: '2026-11-08', id: 'a' }, { date: '2026-11-08', id: 'b' }, { date: '2026-12-01', id: 'c' }, { id: 'd' }], november);
    expect([...days.keys()]).toEqual(['2026-11-08']);
    expect(days.get('2026-11-08')?.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('reads on only while the last date read is still in the month or later', () => {
    expect(mayHaveMore('2026-11-01', november, 100, 250)).toBe(true);
    expect(mayHaveMore('2026-10-31', november, 100, 250)).toBe(false);
    expect(mayHaveMore('2027-01-01', november, 250, 250)).toBe(false);
    expect(mayHaveMore(undefined, november, 0, 0)).toBe(false);
  });
});
