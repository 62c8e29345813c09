import type { ContentItem } from '@nakshatra/contracts';
import type { ZodiacSign } from '../data/zodiac-signs';
import type { CalendarDay, HoroscopePeriod } from '../lib/horoscope-period';

/** A horoscope as the query side serves it (the fields of the `horoscope` content family). */
export interface Horoscope extends ContentItem {
  readonly sign: ZodiacSign;
  readonly period: HoroscopePeriod;
  readonly date: CalendarDay;
  /** Rich text, cleaned on write; the page cleans it again before rendering. */
  readonly body: string;
  readonly lucky_number?: number;
  readonly lucky_color?: string;
}
