import { NAKSHATRAS, SIGNS, type NakshatraName, type SignName, type ZodiacPosition } from '@nakshatra/contracts';
import { VIMSHOTTARI_SEQUENCE, sequenceIndexOfNakshatra } from '../dasha/vimshottari-sequence.js';
import { normalizeDegrees } from '../ephemeris/angles.js';

export const SIGN_DEGREES = 30;
export const NAKSHATRA_DEGREES = 360 / 27;
/** A pada, the quarter of a nakshatra, is 3°20′: 200 arcminutes, 108 around the zodiac. */
const PADA_ARCMINUTES = 200;
const PADAS_PER_SIGN = 9;

/**
 * Which of the 108 padas (0 = Ashwini 1 … 107 = Revati 4) a longitude falls in. Sign, nakshatra,
 * pada and navamsa are all read from this one index (nine padas make a sign exactly), so they
 * can never disagree at a boundary; arcminutes keep the boundaries exact in floating point.
 */
export function padaIndexOf(longitude: number): number {
  return Math.min(107, Math.floor((normalizeDegrees(longitude) * 60) / PADA_ARCMINUTES));
}

/** 0 = Aries … 11 = Pisces. */
export function signIndexOf(longitude: number): number {
  return Math.floor(padaIndexOf(longitude) / PADAS_PER_SIGN);
}

/** 0 = Ashwini … 26 = Revati. */
export function nakshatraIndexOf(longitude: number): number {
  return Math.floor(padaIndexOf(longitude) / 4);
}

/**
 * The navamsa (D9) sign: each sign's nine padas map onto signs counted on from Aries without a
 * break (Aries's navamsas start in Aries, Taurus's in Capricorn, Gemini's in Libra, Cancer's in
 * Cancer — the movable/fixed/dual rule in one step).
 */
export function navamsaSignIndexOf(longitude: number): number {
  return padaIndexOf(longitude) % 12;
}

export const signName = (index: number): SignName => SIGNS[index] as SignName;
export const nakshatraName = (index: number): NakshatraName => NAKSHATRAS[index] as NakshatraName;

/** A sidereal longitude read in the zodiac: sign, degree, nakshatra with its lord and pada, navamsa. */
export function zodiacPosition(siderealLongitude: number): ZodiacPosition {
  const longitude = normalizeDegrees(siderealLongitude);
  const padaIndex = padaIndexOf(longitude);
  const sign = Math.floor(padaIndex / PADAS_PER_SIGN);
  const nakshatra = Math.floor(padaIndex / 4);
  return {
    longitude,
    sign: signName(sign),
    // A longitude within a rounding error below a boundary can be counted in the next sign.
    degree: Math.max(longitude - sign * SIGN_DEGREES, 0),
    nakshatra: nakshatraName(nakshatra),
    nakshatra_lord: (VIMSHOTTARI_SEQUENCE[sequenceIndexOfNakshatra(nakshatra)] ?? VIMSHOTTARI_SEQUENCE[0]!).lord,
    pada: (padaIndex % 4) + 1,
    navamsa_sign: signName(padaIndex % 12),
  };
}
