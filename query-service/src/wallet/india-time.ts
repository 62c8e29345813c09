/**
 * Dates as people in India mean them. India has one time zone and no daylight saving, so a fixed
 * +05:30 is exact; times are stored in UTC and turned into India dates only at the edges.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant an India date (`2026-11-23`) begins: 2026-11-22T18:30Z. */
export const indiaDayStart = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);

/** The instant an India date ends (exclusive): the next day's start. */
export const indiaDayEnd = (date: string): Date => new Date(indiaDayStart(date).getTime() + DAY_MS);

/** The India date of an instant: 2026-11-22T19:00Z is `2026-11-23`. */
export const indiaDateOf = (instant: Date): string => new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** `2026-11-23 00:30:00`, the wall-clock time in India. */
export const indiaDateTimeOf = (instant: Date): string => new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Calendar arithmetic on a `YYYY-MM-DD` date. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day of the month `months` away from the month of `date`. */
export function firstOfMonth(date: string, months = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}
