import type { Language } from '../../../lib/i18n/language-preference';

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

// Hindi abbreviates months with a mark (नव॰) that reads poorly in short labels, so it gets full names.
const monthFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE.en, { month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat(LOCALE.hi, { month: 'long', timeZone: 'UTC' }),
};
const longMonthFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE.en, { month: 'long', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat(LOCALE.hi, { month: 'long', timeZone: 'UTC' }),
};
const weekdayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE.en, { weekday: 'long', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat(LOCALE.hi, { weekday: 'long', timeZone: 'UTC' }),
};

const onDay = (month: number, day = 1, year = 2001) => Date.UTC(year, month - 1, day);

/** "Mar" / "मार्च": a month (1–12) for day-and-month labels. */
export const monthName = (month: number, language: Language): string => monthFormats[language].format(onDay(month));

/** "March" / "मार्च". */
export const longMonthName = (month: number, language: Language): string => longMonthFormats[language].format(onDay(month));

/** "Sunday" / "रविवार" of a calendar day. */
export const weekdayName = (year: number, month: number, day: number, language: Language): string => weekdayFormats[language].format(onDay(month, day, year));
