import type { Language } from '../../../lib/i18n/language-preference';
import type { astrologersMessages } from '../astrologers.messages';

type CardMessages = (typeof astrologersMessages)['en'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayMonth = (language: Language, withYear: boolean) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });
const IST_YEAR = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

/** "21 Nov" in India's calendar, "21 Nov 2025" when not this year; built from parts, as browsers differ in separators. */
function istDay(ms: number, now: number, language: Language): string {
  const withYear = IST_YEAR.format(ms) !== IST_YEAR.format(now);
  const part = Object.fromEntries(dayMonth(language, withYear).formatToParts(ms).map(({ type, value }) => [type, value]));
  return [part.day, part.month, part.year].filter(Boolean).join(' ');
}

/**
 * How long ago an offline astrologer was last online, in words: just now, minutes, hours within a
 * day, else the day in India ("Last online on 21 Nov"). A moment ahead of this device's clock (a
 * clock that runs slow) reads as just now. Null for a time that cannot be read.
 */
export function lastOnlineText(iso: string, t: CardMessages, language: Language, now: number): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const ago = now - at;
  if (ago < MINUTE) return t.lastOnlineJustNow;
  if (ago < HOUR) return t.lastOnlineMinutes(Math.floor(ago / MINUTE));
  if (ago < DAY) return t.lastOnlineHours(Math.floor(ago / HOUR));
  return t.lastOnlineOn(istDay(at, now, language));
}
