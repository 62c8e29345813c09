import type { BirthInput, ChartOptions } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { birthStarAttributes } from '../matchmaking/birth-star.js';
import { calculateKundli } from './calculate-kundli.js';

/** P.V.R. Narasimha Rao's example birth (issue #8): 1954-11-12 07:52 IST at 12°30′N 78°50′E. */
const narasimhaRao: BirthInput & ChartOptions = {
  name: 'P.V.R. Narasimha Rao',
  gender: 'male',
  date: '1954-11-12',
  time: '07:52',
  place: { name: 'Krishnagiri', lat: 12.5, lon: 78 + 50 / 60, timezone: 'Asia/Kolkata' },
  ayanamsa: 'lahiri',
  node: 'mean',
};

describe('calculateKundli', () => {
  const chart = calculateKundli(narasimhaRao);

  it('reproduces the dasha anchor: Moon mahadasha at birth with 4 years 7 months 3 days left', () => {
    expect(chart.dasha.at_birth).toEqual({ lord: 'Moon', balance: { years: 4, months: 7, days: 3 } });
    expect(chart.dasha.year_days).toBe(365.25);
  });

  it('casts the published chart: Scorpio lagna, Moon in Rohini in Taurus', () => {
    expect(chart.lagna.sign).toBe('Scorpio');
    expect(chart.summary).toMatchObject({ lagna_sign: 'Scorpio', moon_sign: 'Taurus', sun_sign: 'Libra', nakshatra: 'Rohini', pada: 3 });
    expect(chart.birth).toEqual({ utc: '1954-11-12T02:22:00.000Z', utc_offset_minutes: 330, julian_day_ut: expect.closeTo(2435058.598611, 6), time_known: true });
  });

  it('takes the birth star attributes from the matchmaking tables', () => {
    const moon = chart.planets.find((planet) => planet.name === 'Moon')!;
    expect(chart.summary).toMatchObject(birthStarAttributes(moon.longitude));
  });

  it('lists the nine grahas in order, each in the D1 house of its whole-sign house and in the D9 house of its navamsa', () => {
    expect(chart.planets.map((planet) => planet.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    for (const planet of chart.planets) {
      expect(chart.charts.d1.houses[planet.house - 1]).toMatchObject({ sign: planet.sign });
      expect(chart.charts.d1.houses[planet.house - 1]!.planets).toContain(planet.name);
      expect(chart.charts.d9.houses.find((house) => house.sign === planet.navamsa_sign)!.planets).toContain(planet.name);
    }
    expect(chart.charts.d9.ascendant_sign).toBe(chart.lagna.navamsa_sign);
  });

  it('marks the mean node retrograde and echoes the input', () => {
    expect(chart.planets.filter((planet) => planet.retrograde).map((planet) => planet.name)).toEqual(expect.arrayContaining(['Rahu', 'Ketu']));
    expect(chart.input).toBe(narasimhaRao);
  });

  it('reads Mars from the lagna and from the Moon', () => {
    // Mars in Capricorn: 3rd from Scorpio, 9th from Taurus.
    expect(chart.manglik).toEqual({ is_manglik: false, from_lagna: { mars_house: 3, manglik: false }, from_moon: { mars_house: 9, manglik: false } });
  });

  it('casts an unknown birth time for 12:00 local and says the time is not known', () => {
    const noon = calculateKundli({ ...narasimhaRao, time: null });
    expect(noon.birth).toMatchObject({ utc: '1954-11-12T06:30:00.000Z', time_known: false });
  });

  it("converts a birth in India's war time with +06:30", () => {
    expect(calculateKundli({ ...narasimhaRao, date: '1943-08-15' }).birth).toMatchObject({ utc: '1943-08-15T01:22:00.000Z', utc_offset_minutes: 390 });
  });

  it('applies the chosen ayanamsa and node', () => {
    const raman = calculateKundli({ ...narasimhaRao, ayanamsa: 'raman', node: 'true' });
    expect(raman.ayanamsa.name).toBe('raman');
    const shift = chart.ayanamsa.degrees - raman.ayanamsa.degrees;
    expect(shift).toBeCloseTo(1.43, 1);
    expect(raman.planets[0]!.longitude - chart.planets[0]!.longitude).toBeCloseTo(shift, 9);
    expect(raman.planets[7]!.longitude).not.toBeCloseTo(chart.planets[7]!.longitude + shift, 2);
  });
});
