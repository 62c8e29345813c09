import type { Language } from '../../../lib/i18n/language-preference';
import { longMonthName, monthName, weekdayName } from './calendar-names';

/** The horoscope family's periods, in tab order. */
export const HOROSCOPE_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

export const isHoroscopePeriod = (value: string | null): value is HoroscopePeriod => (HOROSCOPE_PERIODS as readonly (string | null)[]).includes(value);

/** A calendar day, YYYY-MM-DD, on India's calendar. */
export type CalendarDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: CalendarDay): [number, number, number] {
  const [, year, month, date] = DAY_PATTERN.exec(day) ?? [];
  return [Number(year), Number(month), Number(date)];
}

const toDay = (utc: Date): CalendarDay => utc.toISOString().slice(0, 10);

const utcDate = (day: CalendarDay): Date => {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date));
};

/** A real calendar day written as YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string | null): value is CalendarDay {
  if (!value || !DAY_PATTERN.test(value)) return false;
  return toDay(utcDate(value)) === value;
}

/** Today in India, where the product's calendar lives, whatever the visitor's clock zone. */

/**
 * The day a horoscope of the period is dated: the day itself, the Monday of its week, the 1st of
 * its month or 1 January (as the authors date them, and the demo catalogue too).
 */
export function periodStart(day: CalendarDay, period: HoroscopePeriod): CalendarDay {
  const date = utcDate(day);
  if (period === 'weekly') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (period === 'monthly') date.setUTCDate(1);
  if (period === 'yearly') date.setUTCMonth(0, 1);
  return toDay(date);
}

/** The start of the period `steps` periods before (negative) or after the one starting at `start`. */
export function shiftPeriod(start: CalendarDay, period: HoroscopePeriod, steps: number): CalendarDay {
  const date = utcDate(periodStart(start, period));
  if (period === 'daily') date.setUTCDate(date.getUTCDate() + steps);
  if (period === 'weekly') date.setUTCDate(date.getUTCDate() + 7 * steps);
  if (period === 'monthly') date.setUTCMonth(date.getUTCMonth() + steps, 1);
  if (period === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + steps, 0, 1);
  return toDay(date);
}

/** The period a page shows, from its address: ?period= (daily by default) and ?date= (the current period by default). */
export interface HoroscopeView {
  readonly period: HoroscopePeriod;
  /** Always the start of the period. */
  readonly date: CalendarDay;
}

export function readHoroscopeView(params: URLSearchParams, today: CalendarDay): HoroscopeView {
  const asked = params.get('period');
  const period = isHoroscopePeriod(asked) ? asked : 'daily';
  const date = params.get('date');
  return { period, date: periodStart(isCalendarDay(date) ? date : today, period) };
}

/** The address's query for a view; the defaults (daily, the current period) are left out so plain links stay plain. */
export function horoscopeSearch({ period, date }: HoroscopeView, today: CalendarDay): string {
  const params = new URLSearchParams();
  if (period !== 'daily') params.set('period', period);
  if (date !== periodStart(today, period)) params.set('date', date);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** How a period is named on its page: "Sunday, 22 Nov 2026", "16 – 22 Nov 2026", "November 2026", "2026". */
export function describePeriod({ period, date }: HoroscopeView, language: Language): string {
  const [year, month, day] = parts(date);
  if (period === 'yearly') return String(year);
  if (period === 'monthly') return `${longMonthName(month, language)} ${year}`;
  if (period === 'daily') return `${weekdayName(year, month, day, language)}, ${day} ${monthName(month, language)} ${year}`;
  const [endYear, endMonth, endDay] = parts(shiftPeriod(date, 'daily', 6));
  if (endYear !== year) return `${day} ${monthName(month, language)} ${year} – ${endDay} ${monthName(endMonth, language)} ${endYear}`;
  if (endMonth !== month) return `${day} ${monthName(month, language)} – ${endDay} ${monthName(endMonth, language)} ${year}`;
  return `${day} – ${endDay} ${monthName(month, language)} ${year}`;
}
