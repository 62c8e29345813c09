/** A month of the calendar: `month` is 1 to 12. */
export interface Month {
  readonly year: number;
  readonly month: number;
}

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;
// India keeps one offset all year (no summer time), so its calendar day is UTC moved on by 5 h 30 min.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const pad = (value: number): string => String(value).padStart(2, '0');

/** Today in India as a plain date, e.g. "2026-11-08". */
export const istToday = (now: number = Date.now()): string => new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);

export const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/** The month an address names (`?month=2026-11`), else the fallback. */
export function readMonth(value: string | null, fallback: Month): Month {
  const match = value ? MONTH_PARAM.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : fallback;
}

export const monthParam = ({ year, month }: Month): string => `${year}-${pad(month)}`;

export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const isoDay = ({ year, month }: Month, day: number): string => `${year}-${pad(month)}-${pad(day)}`;

export const inMonth = (date: string | undefined, month: Month): boolean => date?.startsWith(`${monthParam(month)}-`) ?? false;

/** The month's weeks, Sunday first (as Indian wall calendars), each day as a plain date; null pads the first and last week. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array.from({ length: first.getUTCDay() }, () => null), ...Array.from({ length: days }, (_, index) => isoDay(month, index + 1))];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month's items by their day. */
export function itemsByDay<T extends { readonly date?: string }>(items: readonly T[], month: Month): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    if (!item.date || !inMonth(item.date, month)) continue;
    days.set(item.date, [...(days.get(item.date) ?? []), item]);
  }
  return days;
}

/**
 * Pages come latest date first: another page can hold days of this month only while the last one
 * read is still in it (or later) and there are pages left.
 */
export function mayHaveMore(lastDate: string | undefined, month: Month, read: number, total: number): boolean {
  return read < total && lastDate !== undefined && lastDate >= isoDay(month, 1);
}
