import type { DashaPeriod, Mahadasha, VimshottariDasha } from '@nakshatra/contracts';
import { NAKSHATRA_DEGREES, nakshatraIndexOf } from '../zodiac/zodiac-position.js';
import { VIMSHOTTARI_SEQUENCE, VIMSHOTTARI_TOTAL_YEARS, sequenceIndexOfNakshatra } from './vimshottari-sequence.js';

/**
 * The dasha year: 365.25 days (the Julian year). The anchor (P.V.R. Narasimha Rao's
 * 1954-11-12 07:52 IST birth, Moon dasha with 4 y 7 m 3 d left) comes out the same for every year
 * length from 360 to 365.2564 days, because a balance is counted in dasha years; the year length
 * only decides the calendar dates. See docs/astrology-kundli.md.
 */
export const DASHA_YEAR_DAYS = 365.25;
const MS_PER_DAY = 86_400_000;
const YEAR_MS = DASHA_YEAR_DAYS * MS_PER_DAY;

const lordAt = (sequenceIndex: number) => VIMSHOTTARI_SEQUENCE[sequenceIndex % VIMSHOTTARI_SEQUENCE.length]!;

const iso = (ms: number): string => new Date(ms).toISOString();

/** A period boundary: the instant, and its ISO text formatted once for the period ending and the one starting there. */
interface Boundary {
  readonly ms: number;
  readonly iso: string;
}
const boundaryAt = (ms: number): Boundary => ({ ms, iso: iso(ms) });

/**
 * The nine antardashas of a mahadasha, each in proportion to its lord's years, in order from the
 * mahadasha's own lord; the first starts with the mahadasha and the last ends with it.
 */
function antardashas(start: Boundary, end: Boundary, firstIndex: number): DashaPeriod[] {
  const boundaries = [start.iso];
  let elapsedYears = 0;
  for (let offset = 0; offset < VIMSHOTTARI_SEQUENCE.length - 1; offset += 1) {
    elapsedYears += lordAt(firstIndex + offset).years;
    boundaries.push(iso(start.ms + ((end.ms - start.ms) * elapsedYears) / VIMSHOTTARI_TOTAL_YEARS));
  }
  boundaries.push(end.iso);
  return VIMSHOTTARI_SEQUENCE.map((_, offset) => ({ lord: lordAt(firstIndex + offset).lord, start: boundaries[offset]!, end: boundaries[offset + 1]! }));
}

/** Years, months of 1/12 year and whole days (of DASHA_YEAR_DAYS / 12 a month) in a span of dasha years. */
export function dashaBalance(years: number): { years: number; months: number; days: number } {
  const wholeYears = Math.floor(years);
  const months = (years - wholeYears) * 12;
  const wholeMonths = Math.floor(months);
  return { years: wholeYears, months: wholeMonths, days: Math.floor((months - wholeMonths) * (DASHA_YEAR_DAYS / 12)) };
}

/**
 * Vimshottari dasha from the Moon's sidereal longitude: the birth mahadasha is the lord of the
 * Moon's nakshatra, already run for the part of the nakshatra the Moon has crossed; mahadashas
 * (each with its nine antardashas, in proportion to their years) follow until 120 years after birth.
 */
export function vimshottariDasha(moonLongitude: number, birth: Date): VimshottariDasha {
  const nakshatra = nakshatraIndexOf(moonLongitude);
  // Clamped: at a boundary the nakshatra index and this subtraction may round differently.
  const crossed = Math.min(Math.max((moonLongitude - nakshatra * NAKSHATRA_DEGREES) / NAKSHATRA_DEGREES, 0), 1);
  const firstIndex = sequenceIndexOfNakshatra(nakshatra);
  const birthLord = lordAt(firstIndex);
  const birthMs = birth.getTime();
  const firstStartMs = birthMs - crossed * birthLord.years * YEAR_MS;
  const horizonMs = birthMs + VIMSHOTTARI_TOTAL_YEARS * YEAR_MS;

  const mahadashas: Mahadasha[] = [];
  let start = boundaryAt(firstStartMs);
  let elapsedYears = 0;
  for (let offset = 0; start.ms < horizonMs; offset += 1) {
    const { lord, years } = lordAt(firstIndex + offset);
    elapsedYears += years;
    const end = boundaryAt(firstStartMs + elapsedYears * YEAR_MS);
    mahadashas.push({ lord, start: start.iso, end: end.iso, antardashas: antardashas(start, end, firstIndex + offset) });
    start = end;
  }

  return {
    year_days: DASHA_YEAR_DAYS,
    at_birth: { lord: birthLord.lord, balance: dashaBalance((1 - crossed) * birthLord.years) },
    mahadashas,
  };
}
