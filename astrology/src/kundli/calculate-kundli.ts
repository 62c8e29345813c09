import { GRAHAS, type BirthInput, type ChartOptions, type GrahaName, type KundliView, type PlanetPosition } from '@nakshatra/contracts';
import { vimshottariDasha } from '../dasha/vimshottari-dasha.js';
import { siderealAscendant } from '../ephemeris/ascendant.js';
import { trueAyanamsa } from '../ephemeris/ayanamsa.js';
import { normalizeDegrees } from '../ephemeris/angles.js';
import { ephemerisTime, julianDayUt } from '../ephemeris/ephemeris-time.js';
import { siderealPosition, type SiderealPosition } from '../ephemeris/sidereal-position.js';
import { birthStarAttributes } from '../matchmaking/birth-star.js';
import { localBirthTimeToUtc } from '../time/local-birth-time.js';
import { divisionalChart, wholeSignHouse } from '../zodiac/houses.js';
import { navamsaSignIndexOf, signIndexOf, zodiacPosition } from '../zodiac/zodiac-position.js';
import { manglik } from './manglik.js';

/** When the birth time is unknown the chart is cast for local noon, the middle of the day. */
const UNKNOWN_TIME_CAST_AT = '12:00';

const byGraha = <T>(value: (graha: GrahaName) => T): Record<GrahaName, T> =>
  Object.fromEntries(GRAHAS.map((graha) => [graha, value(graha)])) as Record<GrahaName, T>;

/** Ketu: the point opposite Rahu, moving with it. */
const oppositeNode = (rahu: SiderealPosition): SiderealPosition => ({ longitude: normalizeDegrees(rahu.longitude + 180), speed: rahu.speed });

/** A birth chart (kundli): lagna, the nine grahas, D1 and D9, the birth star, Vimshottari dasha and manglik dosha. */
export function calculateKundli(input: BirthInput & ChartOptions): KundliView {
  const { lat, lon, timezone } = input.place;
  const birth = localBirthTimeToUtc(input.date, input.time ?? UNKNOWN_TIME_CAST_AT, timezone);
  const time = ephemerisTime(birth.utc);

  const lagna = zodiacPosition(siderealAscendant(time, lat, lon, input.ayanamsa));
  const lagnaSign = signIndexOf(lagna.longitude);
  const rahu = siderealPosition('Rahu', birth.utc, input);
  const positions = byGraha((graha) => {
    if (graha === 'Rahu') return rahu;
    // Derived rather than computed again: the true node costs three lunar states.
    if (graha === 'Ketu') return oppositeNode(rahu);
    return siderealPosition(graha, birth.utc, input);
  });
  const signs = byGraha((graha) => signIndexOf(positions[graha].longitude));

  const planets: PlanetPosition[] = GRAHAS.map((name) => {
    const { longitude, speed } = positions[name];
    return { name, ...zodiacPosition(longitude), house: wholeSignHouse(signs[name], lagnaSign), retrograde: speed < 0, speed };
  });
  const moon = zodiacPosition(positions.Moon.longitude);

  return {
    input,
    birth: { utc: birth.utc.toISOString(), utc_offset_minutes: birth.utcOffsetMinutes, julian_day_ut: julianDayUt(birth.utc), time_known: input.time !== null },
    ayanamsa: { name: input.ayanamsa, degrees: trueAyanamsa(input.ayanamsa, time) },
    lagna,
    planets,
    charts: {
      d1: divisionalChart('D1', lagnaSign, signs),
      d9: divisionalChart('D9', navamsaSignIndexOf(lagna.longitude), byGraha((graha) => navamsaSignIndexOf(positions[graha].longitude))),
    },
    summary: {
      moon_sign: moon.sign,
      sun_sign: zodiacPosition(positions.Sun.longitude).sign,
      lagna_sign: lagna.sign,
      nakshatra: moon.nakshatra,
      pada: moon.pada,
      ...birthStarAttributes(moon.longitude),
    },
    dasha: vimshottariDasha(moon.longitude, birth.utc),
    manglik: manglik(signs.Mars, lagnaSign, signs.Moon),
  };
}
