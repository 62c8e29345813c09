import type { ChartOptions, GrahaName } from '@nakshatra/contracts';
import type { AstroTime } from 'astronomy-engine';
import { normalizeDegrees, signedDifference } from './angles.js';
import { trueAyanamsa } from './ayanamsa.js';
import { addDays, ephemerisTime } from './ephemeris-time.js';
import { apparentTropicalLongitude } from './tropical-longitude.js';

/** Which ayanamsa to subtract and which lunar node Rahu and Ketu are. */
export type SiderealOptions = ChartOptions;

export interface SiderealPosition {
  /** Sidereal ecliptic longitude, degrees in [0, 360). */
  readonly longitude: number;
  /** Degrees per day, negative when retrograde. */
  readonly speed: number;
}

/** Half the interval of the central difference giving the speed: one hour, far below any graha's changes of pace. */
const SPEED_HALF_STEP_DAYS = 1 / 24;

/** Sidereal longitude at an astronomy-engine time: true tropical longitude minus true ayanamsa (as SE's SEFLG_SIDEREAL). */
function siderealLongitudeAt(graha: GrahaName, time: AstroTime, options: SiderealOptions): number {
  return normalizeDegrees(apparentTropicalLongitude(graha, time, options.node) - trueAyanamsa(options.ayanamsa, time));
}

/** Where a graha stands in the sidereal zodiac at an instant, and how fast it moves (central difference). */
export function siderealPosition(graha: GrahaName, date: Date, options: SiderealOptions): SiderealPosition {
  const before = siderealLongitudeAt(graha, ephemerisTime(addDays(date, -SPEED_HALF_STEP_DAYS)), options);
  const after = siderealLongitudeAt(graha, ephemerisTime(addDays(date, SPEED_HALF_STEP_DAYS)), options);
  return {
    longitude: siderealLongitudeAt(graha, ephemerisTime(date), options),
    speed: signedDifference(after, before) / (2 * SPEED_HALF_STEP_DAYS),
  };
}
