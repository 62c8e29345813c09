import { AYANAMSAS, GRAHAS, NODE_TYPES, type KundliView } from '@nakshatra/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateKundli } from './calculate-kundli.js';

const ZONES = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Sao_Paulo', 'Pacific/Auckland', 'Asia/Kathmandu', 'UTC'];
const pad = (n: number) => String(n).padStart(2, '0');
const DASHA_YEAR_MS = 365.25 * 86_400_000;

const birthArbitrary = fc.record({
  date: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  time: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`), { nil: null }),
  lat: fc.double({ min: -66, max: 66, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
  timezone: fc.constantFrom(...ZONES),
  ayanamsa: fc.constantFrom(...AYANAMSAS),
  node: fc.constantFrom(...NODE_TYPES),
});

function expectZodiacInRange(point: KundliView['lagna']) {
  expect(point.longitude).toBeGreaterThanOrEqual(0);
  expect(point.longitude).toBeLessThan(360);
  expect(point.degree).toBeGreaterThanOrEqual(0);
  expect(point.degree).toBeLessThan(30);
  expect([1, 2, 3, 4]).toContain(point.pada);
}

function expectEachGrahaOnce(chart: KundliView['charts']['d1']) {
  expect(chart.houses.map((house) => house.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(chart.houses[0]!.sign).toBe(chart.ascendant_sign);
  expect(chart.houses.flatMap((house) => house.planets).sort()).toEqual([...GRAHAS].sort());
}

function expectContiguous(periods: readonly { start: string; end: string }[]) {
  periods.forEach((period, index) => {
    expect(Date.parse(period.end)).toBeGreaterThan(Date.parse(period.start));
    if (index > 0) expect(period.start).toBe(periods[index - 1]!.end);
  });
}

describe('calculateKundli for random births 1900–2100 below the polar circles', () => {
  it('keeps every output in range and consistent', () => {
    fc.assert(
      fc.property(birthArbitrary, ({ date, time, lat, lon, timezone, ayanamsa, node }) => {
        const kundli = calculateKundli({ name: 'random', date, time, place: { name: 'somewhere', lat, lon, timezone }, ayanamsa, node });

        expectZodiacInRange(kundli.lagna);
        expect(kundli.planets.map((planet) => planet.name)).toEqual([...GRAHAS]);
        for (const planet of kundli.planets) {
          expectZodiacInRange(planet);
          expect(planet.house).toBeGreaterThanOrEqual(1);
          expect(planet.house).toBeLessThanOrEqual(12);
          expect(kundli.charts.d1.houses[planet.house - 1]!.planets).toContain(planet.name);
          expect(planet.retrograde).toBe(planet.speed < 0);
        }
        expect(kundli.planets.filter((planet) => planet.name === 'Sun' || planet.name === 'Moon').every((planet) => !planet.retrograde)).toBe(true);
        expectEachGrahaOnce(kundli.charts.d1);
        expectEachGrahaOnce(kundli.charts.d9);

        const birthMs = Date.parse(kundli.birth.utc);
        expect(kundli.birth.time_known).toBe(time !== null);
        const { mahadashas, at_birth } = kundli.dasha;
        expect(mahadashas[0]!.lord).toBe(at_birth.lord);
        expect(Date.parse(mahadashas[0]!.start)).toBeLessThanOrEqual(birthMs);
        expect(Date.parse(mahadashas.at(-1)!.end)).toBeGreaterThanOrEqual(birthMs + 120 * DASHA_YEAR_MS - 1);
        expectContiguous(mahadashas);
        for (const mahadasha of mahadashas) {
          expect(mahadasha.antardashas).toHaveLength(9);
          expectContiguous(mahadasha.antardashas);
          expect(mahadasha.antardashas[0]!.start).toBe(mahadasha.start);
          expect(mahadasha.antardashas.at(-1)!.end).toBe(mahadasha.end);
        }
        expect(at_birth.balance.years).toBeLessThanOrEqual(20);
        expect(at_birth.balance.months).toBeLessThanOrEqual(11);
        expect(at_birth.balance.days).toBeLessThanOrEqual(30);

        for (const reading of [kundli.manglik.from_lagna, kundli.manglik.from_moon]) {
          expect(reading.mars_house).toBeGreaterThanOrEqual(1);
          expect(reading.mars_house).toBeLessThanOrEqual(12);
        }
        expect(kundli.manglik.from_lagna.mars_house).toBe(kundli.planets[2]!.house);
      }),
      { numRuns: 300 },
    );
  });
});
