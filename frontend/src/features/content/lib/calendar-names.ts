import type { Language } from '../../../lib/i18n/language-preference';
import type { Month } from './calendar-month';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
// 1 November 2026 is a Sunday: the week of names starts there.
const A_SUNDAY = Date.UTC(2026, 10, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** "November 2026", "नवंबर 2026". */
export const monthName = ({ year, month }: Month, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

export interface WeekdayName {
  readonly short: string;
  readonly long: string;
}

/** The days of the week from Sunday, short for the column and long for screen readers. */
export function weekdayNames(language: Language): WeekdayName[] {
  const short = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => ({ short: short.format(A_SUNDAY + day * DAY_MS), long: long.format(A_SUNDAY + day * DAY_MS) }));
}
