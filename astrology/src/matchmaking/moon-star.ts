import { NAKSHATRAS, type NakshatraName, type SignName } from '@nakshatra/contracts';
import { normalizeDegrees } from '../ephemeris/angles.js';
import { nakshatraName, padaIndexOf, signName, SIGN_DEGREES } from '../zodiac/zodiac-position.js';

/**
 * Where the Moon stood at birth, as matching needs it: every koota reads the janma rashi (sign),
 * the janma nakshatra or, for vashya, the half of the sign.
 */
export interface MoonStar {
  /** Sidereal longitude, degrees in [0, 360). */
  readonly longitude: number;
  /** 0 = Aries … 11 = Pisces. */
  readonly signIndex: number;
  /** 0 = Ashwini … 26 = Revati. */
  readonly nakshatraIndex: number;
  /** 1–4. */
  readonly pada: number;
}

/** A pada is 3°20′ = 200 arcminutes; nine make a sign, four a nakshatra. */
const PADA_ARCMINUTES = 200;

/** Read through the kundli's own pada index, so a report and a match agree at every boundary. */
export const moonStarAt = (moonLongitude: number): MoonStar => {
  const padaIndex = padaIndexOf(moonLongitude);
  return { longitude: normalizeDegrees(moonLongitude), signIndex: Math.floor(padaIndex / 9), nakshatraIndex: Math.floor(padaIndex / 4), pada: (padaIndex % 4) + 1 };
};

/**
 * For someone who knows only their janma nakshatra and pada: the Moon is placed at the middle of
 * that pada. Each pada lies wholly in one sign, so the sign is exact; only vashya, which splits
 * Sagittarius and Capricorn at 15°, can depend on where in the pada the Moon was (see
 * docs/astrology-matchmaking.md).
 */
export const moonStarOfPada = (nakshatra: NakshatraName, pada: number): MoonStar => {
  const padaIndex = NAKSHATRAS.indexOf(nakshatra) * 4 + (pada - 1);
  return moonStarAt((padaIndex * PADA_ARCMINUTES + PADA_ARCMINUTES / 2) / 60);
};

export const signOf = (moon: MoonStar): SignName => signName(moon.signIndex);
export const nakshatraOf = (moon: MoonStar): NakshatraName => nakshatraName(moon.nakshatraIndex);
/** Degrees within the sign, [0, 30). */
export const degreeInSign = (moon: MoonStar): number => moon.longitude - moon.signIndex * SIGN_DEGREES;
