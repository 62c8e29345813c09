import type { AyanamsaName } from '@nakshatra/contracts';
import { SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { DEG_TO_RAD, RAD_TO_DEG, normalizeDegrees } from './angles.js';
import { trueAyanamsa } from './ayanamsa.js';

/**
 * The ascendant: the point of the ecliptic rising on the eastern horizon, as a tropical longitude.
 *
 * With θ the local apparent sidereal time (the right ascension on the meridian), ε the true
 * obliquity and φ the latitude, the ecliptic meets the horizon where
 *   tan λ = cos θ / −(sin θ cos ε + tan φ sin ε);
 * atan2 with these signs picks, of the two intersections, the eastern one in every quadrant of θ
 * (at φ = 0 and θ = 0 it gives 90°, a quarter of the ecliptic east of the culminating equinox).
 * Valid away from the polar circles, where the ecliptic can lie along the horizon.
 */
export function tropicalAscendant(localSiderealDegrees: number, obliquityDegrees: number, latitudeDegrees: number): number {
  const theta = localSiderealDegrees * DEG_TO_RAD;
  const epsilon = obliquityDegrees * DEG_TO_RAD;
  const phi = latitudeDegrees * DEG_TO_RAD;
  const y = Math.cos(theta);
  const x = -(Math.sin(theta) * Math.cos(epsilon) + Math.tan(phi) * Math.sin(epsilon));
  return normalizeDegrees(Math.atan2(y, x) * RAD_TO_DEG);
}

/** The sidereal ascendant (lagna) at a place: tropical ascendant of the true equinox minus the true ayanamsa. */
export function siderealAscendant(time: AstroTime, latitude: number, longitude: number, ayanamsa: AyanamsaName): number {
  // Greenwich apparent sidereal time (hours) plus the east longitude gives the local one.
  const localSidereal = SiderealTime(time) * 15 + longitude;
  const ascendant = tropicalAscendant(localSidereal, e_tilt(time).tobl, latitude);
  return normalizeDegrees(ascendant - trueAyanamsa(ayanamsa, time));
}
