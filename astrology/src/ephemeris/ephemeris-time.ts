import { AstroTime } from 'astronomy-engine';
import { deltaTSeconds } from './delta-t.js';

/** Julian day of 2000-01-01 12:00 TT (J2000.0); astronomy-engine counts days from it. */
export const J2000_JULIAN_DAY = 2451545.0;
export const DAYS_PER_JULIAN_CENTURY = 36525;
const UNIX_EPOCH_JULIAN_DAY = 2440587.5;
const MS_PER_DAY = 86_400_000;

/**
 * The instant as astronomy-engine's time: UT days since J2000 and TT = UT + ΔT with our ΔT
 * (delta-t.ts). The time is built here rather than by astronomy-engine's SetDeltaTFunction, which
 * would change ΔT for every other user of the library in the process. Derive other instants
 * through this function too: AstroTime.AddDays would go back to astronomy-engine's ΔT.
 */
export function ephemerisTime(date: Date): AstroTime {
  const time = new AstroTime(date);
  time.tt = time.ut + deltaTSeconds(time.ut) / 86_400;
  return time;
}

/** Julian day (UT) of an instant, as Swiss Ephemeris's swe_julday gives it. */
export function julianDayUt(date: Date): number {
  return date.getTime() / MS_PER_DAY + UNIX_EPOCH_JULIAN_DAY;
}

/** The instant a number of days after another one. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * MS_PER_DAY);
}

/** Julian centuries of TT since J2000.0, the argument of precession and nutation series. */
export function julianCenturiesTt(time: AstroTime): number {
  return time.tt / DAYS_PER_JULIAN_CENTURY;
}
