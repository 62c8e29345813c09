import { SIGNS, type DailyTransitView } from '@nakshatra/contracts';
import { signIndexOf, signName, zodiacPosition } from '../zodiac/zodiac-position.js';
import { CHANDRA_GOCHARA, houseFromMoonSign } from './chandra-gochara.js';
import { nextSignEntry, transitMoonLongitude } from './next-sign-entry.js';

/** India Standard Time, UTC+05:30: the calendar the day is named in. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The hour the day's Moon sign is read at, about sunrise in India, as a panchang reads the day. */
const READING_HOUR_IST = 6;

/** Midnight IST starting an Indian calendar day `YYYY-MM-DD`, as a UTC instant. */
const istMidnight = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = new Date(0);
  utcMidnight.setUTCFullYear(year, month - 1, day);
  return utcMidnight.getTime() - IST_OFFSET_MS;
};

/** Where the Moon is on an Indian calendar day and the classical reading of that for each Moon sign. */
export const dailyTransit = (date: string): DailyTransitView => {
  const dayStart = istMidnight(date);
  const readingInstant = new Date(dayStart + READING_HOUR_IST * HOUR_MS);
  const moon = zodiacPosition(transitMoonLongitude(readingInstant));
  const moonSignIndex = signIndexOf(moon.longitude);
  // Any sign change before 06:00 is already in the reading; look for the next one until midnight.
  const nextSignAt = nextSignEntry(readingInstant, new Date(dayStart + 24 * HOUR_MS));
  return {
    date,
    moon: {
      sign: moon.sign,
      nakshatra: moon.nakshatra,
      next_sign_at: nextSignAt?.toISOString() ?? null,
      next_sign: signName((moonSignIndex + 1) % 12),
    },
    signs: SIGNS.map((sign, janmaRashiIndex) => {
      const house = houseFromMoonSign(janmaRashiIndex, moonSignIndex);
      const reading = CHANDRA_GOCHARA[house - 1];
      if (!reading) throw new Error(`no gochara reading for house ${house}`);
      return { sign, house, favourable: reading.favourable, note: reading.note };
    }),
  };
};
