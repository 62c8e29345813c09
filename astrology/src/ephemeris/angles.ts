/** Small angle helpers shared by the ephemeris and the zodiac. */

export const DEG_TO_RAD = Math.PI / 180;
export const RAD_TO_DEG = 180 / Math.PI;
export const ARCSEC_PER_DEGREE = 3600;

/** Reduces any angle in degrees to [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const reduced = degrees % 360;
  const positive = reduced < 0 ? reduced + 360 : reduced;
  // -1e-15 % 360 + 360 rounds to exactly 360 in floating point.
  return positive >= 360 ? 0 : positive;
}

/** The signed difference a − b reduced to (−180, 180], for rates across the 0°/360° seam. */
export function signedDifference(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}
