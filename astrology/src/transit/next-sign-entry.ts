import { siderealPosition } from '../ephemeris/sidereal-position.js';
import { signIndexOf } from '../zodiac/zodiac-position.js';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** The transiting Moon's sidereal longitude, Lahiri ayanamsa (the node type does not touch the Moon). */
export const transitMoonLongitude = (instant: Date): number => siderealPosition('Moon', instant, { ayanamsa: 'lahiri', node: 'mean' }).longitude;

/** The Moon's sign (0 = Aries) at an instant. */
export const transitMoonSignIndex = (instant: Date): number => signIndexOf(transitMoonLongitude(instant));

/**
 * When, between `from` and `to`, the Moon enters the sign after the one it is in at `from`; null
 * if it stays. The Moon never turns retrograde and takes over two days to cross a sign, so within
 * a day it changes sign at most once and "still in the first sign" holds up to one instant and
 * not after: bisection finds that instant to the second, rounded to the nearest minute.
 */
export const nextSignEntry = (from: Date, to: Date): Date | null => {
  const sign = transitMoonSignIndex(from);
  if (transitMoonSignIndex(to) === sign) return null;
  let inside = from.getTime();
  let outside = to.getTime();
  while (outside - inside > SECOND_MS) {
    const middle = (inside + outside) / 2;
    if (transitMoonSignIndex(new Date(middle)) === sign) inside = middle;
    else outside = middle;
  }
  return new Date(Math.round(outside / MINUTE_MS) * MINUTE_MS);
};
