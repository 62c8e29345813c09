import type { AyanamsaName } from '@nakshatra/contracts';
import { e_tilt, type AstroTime } from 'astronomy-engine';
import { ARCSEC_PER_DEGREE } from './angles.js';
import { DAYS_PER_JULIAN_CENTURY, J2000_JULIAN_DAY, ephemerisTime, julianCenturiesTt } from './ephemeris-time.js';

/**
 * An ayanamsa as Swiss Ephemeris 2.10 defines it (sweph.h, table `ayanamsa[]`): its mean value
 * (without nutation) at an epoch in TT, carried to other dates by the precession of the equinox.
 */
interface AyanamsaDefinition {
  readonly epochJulianDayTt: number;
  readonly meanDegreesAtEpoch: number;
}

const J1900_JULIAN_DAY = 2415020.0;

/**
 * SE 2.10 re-bases each definition from the precession model it was made with to its default
 * (Vondrak 2011) so that sidereal positions stay put (get_aya_correction() in sweph.c). Measured
 * with swe_get_ayanamsa_ex(epoch, SEFLG_NONUT) minus the table value: +0.130″ for Lahiri (made
 * with IAU 1976), −0.828″ for Raman and Krishnamurti (Newcomb).
 */
const LAHIRI_REBASE = 0.0000362116;
const NEWCOMB_REBASE = -0.000229987;

const DEFINITIONS: Record<AyanamsaName, AyanamsaDefinition> = {
  // Calendar Reform Committee: 23°15′00.658″ (true, with nutation) at 1956-03-21 00:00 TT; SE
  // subtracts that date's nutation in longitude (16.77″, Wahr 1980) to get the mean value.
  lahiri: { epochJulianDayTt: 2435553.5, meanDegreesAtEpoch: 23.250182778 - 0.004658035 + LAHIRI_REBASE },
  // B. V. Raman, Hindu Predictive Astrology: 360° − 338.98556° at J1900.
  raman: { epochJulianDayTt: J1900_JULIAN_DAY, meanDegreesAtEpoch: 360 - 338.98556 + NEWCOMB_REBASE },
  // K. S. Krishnamurti, Reader 1: 360° − 337.636111° at J1900.
  krishnamurti: { epochJulianDayTt: J1900_JULIAN_DAY, meanDegreesAtEpoch: 360 - 337.636111 + NEWCOMB_REBASE },
};

/**
 * General precession in longitude since J2000, arcseconds (IAU 2006, Capitaine et al. 2003, the
 * model astronomy-engine's precession uses).
 */
function generalPrecessionArcsec(julianCenturies: number): number {
  const t = julianCenturies;
  return ((((-0.0000000383 * t - 0.000023857) * t + 0.00007964) * t + 1.1054348) * t + 5028.796195) * t;
}

/** Mean ayanamsa (no nutation) at a TT instant, degrees. */
export function meanAyanamsa(name: AyanamsaName, time: AstroTime): number {
  const { epochJulianDayTt, meanDegreesAtEpoch } = DEFINITIONS[name];
  const epochCenturies = (epochJulianDayTt - J2000_JULIAN_DAY) / DAYS_PER_JULIAN_CENTURY;
  const precession = generalPrecessionArcsec(julianCenturiesTt(time)) - generalPrecessionArcsec(epochCenturies);
  return meanDegreesAtEpoch + precession / ARCSEC_PER_DEGREE;
}

/**
 * True ayanamsa: the mean value plus the nutation in longitude, what swe_get_ayanamsa_ex_ut
 * returns by default. Subtracted from a true (apparent) tropical longitude it gives SE's
 * SEFLG_SIDEREAL longitude, since SE's sidereal positions are measured from the mean equinox.
 */
export function trueAyanamsa(name: AyanamsaName, time: AstroTime): number {
  return meanAyanamsa(name, time) + e_tilt(time).dpsi / ARCSEC_PER_DEGREE;
}

/** The true ayanamsa at an instant (UT), degrees. */
export function ayanamsaDegrees(name: AyanamsaName, date: Date): number {
  return trueAyanamsa(name, ephemerisTime(date));
}
