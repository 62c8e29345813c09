import { GRAHAS, type BirthInput, type ChartOptions, type GrahaName, type ZodiacPosition } from '@nakshatra/contracts';
import type { AstroTime } from 'astronomy-engine';
import { siderealAscendant } from '../ephemeris/ascendant.js';
import { normalizeDegrees } from '../ephemeris/angles.js';
import { ephemerisTime } from '../ephemeris/ephemeris-time.js';
import { siderealPosition, type SiderealPosition } from '../ephemeris/sidereal-position.js';
import { localBirthTimeToUtc, type BirthInstant } from '../time/local-birth-time.js';
import { signIndexOf, zodiacPosition } from '../zodiac/zodiac-position.js';

/** When the birth time is unknown the chart is cast for local noon, the middle of the day. */
const UNKNOWN_TIME_CAST_AT = '12:00';

/** The sky at a birth: what a kundli is drawn from and what matchmaking reads the Moon and Mars from. */
export interface CastChart {
  readonly birth: BirthInstant;
  readonly time: AstroTime;
  readonly lagna: ZodiacPosition;
  /** 0 = Aries. */
  readonly lagnaSign: number;
  readonly positions: Readonly<Record<GrahaName, SiderealPosition>>;
  /** Each graha's sign, 0 = Aries. */
  readonly signs: Readonly<Record<GrahaName, number>>;
}

export const byGraha = <T>(value: (graha: GrahaName) => T): Record<GrahaName, T> =>
  Object.fromEntries(GRAHAS.map((graha) => [graha, value(graha)])) as Record<GrahaName, T>;

/** Ketu: the point opposite Rahu, moving with it. */
const oppositeNode = (rahu: SiderealPosition): SiderealPosition => ({ longitude: normalizeDegrees(rahu.longitude + 180), speed: rahu.speed });

/** The lagna and the nine grahas' sidereal positions at a birth. */
export function castChart(input: BirthInput & ChartOptions): CastChart {
  const { lat, lon, timezone } = input.place;
  const birth = localBirthTimeToUtc(input.date, input.time ?? UNKNOWN_TIME_CAST_AT, timezone);
  const time = ephemerisTime(birth.utc);
  const lagna = zodiacPosition(siderealAscendant(time, lat, lon, input.ayanamsa));
  const rahu = siderealPosition('Rahu', birth.utc, input);
  const positions = byGraha((graha) => {
    if (graha === 'Rahu') return rahu;
    // Derived rather than computed again: the true node costs three lunar states.
    if (graha === 'Ketu') return oppositeNode(rahu);
    return siderealPosition(graha, birth.utc, input);
  });
  return { birth, time, lagna, lagnaSign: signIndexOf(lagna.longitude), positions, signs: byGraha((graha) => signIndexOf(positions[graha].longitude)) };
}
