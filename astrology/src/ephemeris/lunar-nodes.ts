import { GeoMoonState, RotateState, Rotation_EQJ_ECT, e_tilt, type AstroTime } from 'astronomy-engine';
import { ARCSEC_PER_DEGREE, RAD_TO_DEG, normalizeDegrees } from './angles.js';
import { julianCenturiesTt } from './ephemeris-time.js';

/**
 * Longitude of the Moon's mean ascending node on the mean ecliptic and equinox of date (Chapront
 * et al. 1998, as in Meeus, Astronomical Algorithms, 2nd ed., eq. 47.7).
 */
export function meanNodeLongitude(time: AstroTime): number {
  const t = julianCenturiesTt(time);
  return normalizeDegrees(125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000))));
}

/** The mean node referred to the true equinox of date, like every apparent position here. */
export function apparentMeanNodeLongitude(time: AstroTime): number {
  return normalizeDegrees(meanNodeLongitude(time) + e_tilt(time).dpsi / ARCSEC_PER_DEGREE);
}

/**
 * The true (osculating) ascending node: where the plane of the Moon's instantaneous geocentric
 * orbit, spanned by its position and velocity, crosses the true ecliptic of date — what Swiss
 * Ephemeris calls SE_TRUE_NODE.
 */
export function trueNodeLongitude(time: AstroTime): number {
  const state = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  // The orbit's angular momentum h = r × v; the ascending node lies along ẑ × h = (−h_y, h_x, 0).
  const hx = state.y * state.vz - state.z * state.vy;
  const hy = state.z * state.vx - state.x * state.vz;
  return normalizeDegrees(Math.atan2(hx, -hy) * RAD_TO_DEG);
}
