import type { MatchPerson, NakshatraName } from '@nakshatra/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateKundli } from '../kundli/calculate-kundli.js';
import { ashtakoota } from './ashtakoota.js';
import { calculateMatchmaking } from './calculate-matchmaking.js';
import { moonStarAt } from './moon-star.js';

const LAHIRI = { ayanamsa: 'lahiri', node: 'mean' } as const;
const match = (boy: MatchPerson, girl: MatchPerson) => calculateMatchmaking({ boy, girl, ...LAHIRI });

const chennai = { name: 'Chennai', lat: 13.08, lon: 80.27, timezone: 'Asia/Kolkata' };
const delhi = { name: 'New Delhi', lat: 28.61, lon: 77.21, timezone: 'Asia/Kolkata' };
const arjun = { name: 'Arjun', date: '1990-04-21', time: '07:52', place: delhi };
const meera = { name: 'Meera', date: '1992-09-03', time: '18:15', place: chennai };

describe('calculateMatchmaking', () => {
  it('matches people who know only their nakshatra and pada, without manglik', () => {
    const view = match({ name: 'Ravi', nakshatra: 'Mrigashira', pada: 1 }, { nakshatra: 'Rohini', pada: 3 });
    expect(view.boy).toEqual({ name: 'Ravi', source: 'nakshatra', nakshatra: 'Mrigashira', pada: 1, moon_sign: 'Taurus', manglik: null });
    expect(view.girl).toEqual({ name: null, source: 'nakshatra', nakshatra: 'Rohini', pada: 3, moon_sign: 'Taurus', manglik: null });
    // The golden pair of ashtakoota.unit.test.ts: 36 of 36.
    expect(view).toMatchObject({ total: 36, max: 36, acceptable: true, verdict: 'excellent', doshas: { bhakoot: false, nadi: false }, manglik_compatible: null });
    expect(view.kootas.map((koota) => koota.name)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi']);
  });

  it('reports the doshas and a total below 18 as not acceptable', () => {
    // The golden pair Ashwini 1 / Hasta 1: 10 points, both doshas.
    const view = match({ nakshatra: 'Ashwini', pada: 1 }, { nakshatra: 'Hasta', pada: 1 });
    expect(view).toMatchObject({ total: 10, acceptable: false, verdict: 'not_recommended', doshas: { bhakoot: true, nadi: true } });
  });

  it('reads the Moon and manglik of people with birth details from their kundlis', () => {
    const view = match(arjun, meera);
    const boyKundli = calculateKundli({ ...arjun, ...LAHIRI });
    const girlKundli = calculateKundli({ ...meera, ...LAHIRI });
    const moonOf = (kundli: typeof boyKundli) => kundli.planets.find((planet) => planet.name === 'Moon');
    expect(view.boy).toEqual({ name: 'Arjun', source: 'birth_details', nakshatra: boyKundli.summary.nakshatra, pada: boyKundli.summary.pada, moon_sign: boyKundli.summary.moon_sign, manglik: boyKundli.manglik });
    expect(view.girl.manglik).toEqual(girlKundli.manglik);
    expect(view.manglik_compatible).toBe(boyKundli.manglik.is_manglik === girlKundli.manglik.is_manglik);
    const expected = ashtakoota(moonStarAt(moonOf(boyKundli)?.longitude ?? NaN), moonStarAt(moonOf(girlKundli)?.longitude ?? NaN));
    expect(view.kootas).toEqual(expected.kootas);
    expect(view.total).toBe(expected.total);
  });

  it('cannot judge manglik compatibility when one side gave only a nakshatra', () => {
    expect(match(arjun, { nakshatra: 'Revati', pada: 4 }).manglik_compatible).toBeNull();
  });

  it('keeps every answer in range for random births 1900–2100 matched with any pada', () => {
    const birth = fc.record({
      name: fc.constant('Someone'),
      date: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      time: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)),
      place: fc.record({ name: fc.constant('Somewhere'), lat: fc.double({ min: -66, max: 66, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }), timezone: fc.constant('UTC') }),
    });
    const nakshatraOnly = fc.record({ nakshatra: fc.constantFrom<NakshatraName>('Ashwini', 'Mula', 'Purva Ashadha', 'Shravana', 'Revati'), pada: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(birth, nakshatraOnly, (boy, girl) => {
        const view = match(boy, girl);
        expect(view.total >= 0 && view.total <= 36).toBe(true);
        expect(view.kootas.every((koota) => koota.points >= 0 && koota.points <= koota.max)).toBe(true);
        expect(view.acceptable).toBe(view.total >= 18);
        expect(view.boy.pada >= 1 && view.boy.pada <= 4).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
