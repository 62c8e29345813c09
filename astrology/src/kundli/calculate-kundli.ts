import { GRAHAS, type BirthInput, type ChartOptions, type KundliView, type PlanetPosition } from '@nakshatra/contracts';
import { vimshottariDasha } from '../dasha/vimshottari-dasha.js';
import { trueAyanamsa } from '../ephemeris/ayanamsa.js';
import { julianDayUt } from '../ephemeris/ephemeris-time.js';
import { birthStarAttributes } from '../matchmaking/birth-star.js';
import { divisionalChart, wholeSignHouse } from '../zodiac/houses.js';
import { navamsaSignIndexOf, zodiacPosition } from '../zodiac/zodiac-position.js';
import { byGraha, castChart } from './cast-chart.js';
import { manglik } from './manglik.js';

/** A birth chart (kundli): lagna, the nine grahas, D1 and D9, the birth star, Vimshottari dasha and manglik dosha. */
export function calculateKundli(input: BirthInput & ChartOptions): KundliView {
  const { birth, time, lagna, lagnaSign, positions, signs } = castChart(input);

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
