// @nakshatra/astrology: pure Vedic astrology computations (no I/O). See docs/astrology-kundli.md.
export { ayanamsaDegrees } from './ephemeris/ayanamsa.js';
export { siderealPosition, type SiderealOptions, type SiderealPosition } from './ephemeris/sidereal-position.js';
export { localBirthTimeToUtc, type BirthInstant } from './time/local-birth-time.js';
export { zodiacPosition } from './zodiac/zodiac-position.js';
export { vimshottariDasha, DASHA_YEAR_DAYS } from './dasha/vimshottari-dasha.js';
export { manglik } from './kundli/manglik.js';
export { calculateKundli } from './kundli/calculate-kundli.js';
export { birthStarAttributes, type BirthStarAttributes } from './matchmaking/birth-star.js';
export { calculateMatchmaking } from './matchmaking/calculate-matchmaking.js';
export { calculateLove } from './love/calculate-love.js';
export { dailyTransit } from './transit/daily-transit.js';
