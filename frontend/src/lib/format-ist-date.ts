import type { Language } from './i18n/language-preference';

/** The calendar day in India (YYYY-MM-DD), the same function the server uses. */
export { todayInIndia } from '@nakshatra/contracts';

export type DateLanguage = Language;

const IST_DATE: Record<DateLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }),
};

/**
 * The calendar day of a moment in India, e.g. "22 Nov 2026" or, in Hindi, "22 नव॰ 2026" (built from
 * parts: browsers differ in separators). A plain date ("2026-11-08") is that day.
 */
export function formatIstDate(iso: string, language: DateLanguage = 'en'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const part = Object.fromEntries(IST_DATE[language].formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}`;
}

const IST_TIME: Record<DateLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true }),
};

/** The time of a moment in India, e.g. "4:05 pm" (when the Moon changes sign). */
export function formatIstTime(iso: string, language: DateLanguage = 'en'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const part = Object.fromEntries(IST_TIME[language].formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** The day and time of a moment in India, e.g. "22 Nov 2026, 4:05 pm" (what a ledger or an invoice shows). */
export function formatIstDateTime(iso: string, language: DateLanguage = 'en'): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return `${formatIstDate(iso, language)}, ${formatIstTime(iso, language)}`;
}

const IST_SECONDS: Record<DateLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true }),
};

/** The day and time to the second in India, e.g. "22 Nov 2026, 4:05:30 pm" (when a billed minute started). */
export function formatIstDateTimeSeconds(iso: string, language: DateLanguage = 'en'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const part = Object.fromEntries(IST_SECONDS[language].formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${formatIstDate(iso, language)}, ${`${part.hour}:${part.minute}:${part.second} ${(part.dayPeriod ?? '').toLowerCase()}`.trim()}`;
}
