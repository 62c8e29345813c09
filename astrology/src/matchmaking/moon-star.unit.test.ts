import { NAKSHATRAS } from '@nakshatra/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moonStarAt, moonStarOfPada, nakshatraOf, signOf } from './moon-star.js';

describe('moon star', () => {
  it('reads sign, nakshatra and pada from the sidereal longitude', () => {
    expect(moonStarAt(0)).toEqual({ longitude: 0, signIndex: 0, nakshatraIndex: 0, pada: 1 });
    // 45°: Taurus 15°, Rohini (40°–53°20′) pada 2 (43°20′–46°40′).
    const rohini = moonStarAt(45);
    expect([signOf(rohini), nakshatraOf(rohini), rohini.pada]).toEqual(['Taurus', 'Rohini', 2]);
    expect(nakshatraOf(moonStarAt(359.999))).toBe('Revati');
    expect(moonStarAt(-10).longitude).toBeCloseTo(350, 9);
  });

  it('places a nakshatra-only Moon at the middle of its pada, in the sign that pada belongs to', () => {
    expect(moonStarOfPada('Ashwini', 1).longitude).toBeCloseTo(1 + 40 / 60, 12);
    expect(signOf(moonStarOfPada('Krittika', 1))).toBe('Aries');
    expect(signOf(moonStarOfPada('Krittika', 2))).toBe('Taurus');
    expect(signOf(moonStarOfPada('Punarvasu', 4))).toBe('Cancer');
    expect(signOf(moonStarOfPada('Revati', 4))).toBe('Pisces');
  });

  it('round-trips every pada', () => {
    for (const nakshatra of NAKSHATRAS) {
      for (const pada of [1, 2, 3, 4]) {
        const moon = moonStarOfPada(nakshatra, pada);
        expect([nakshatraOf(moon), moon.pada]).toEqual([nakshatra, pada]);
      }
    }
  });

  it('keeps every field in range for any longitude', () => {
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (longitude) => {
        const moon = moonStarAt(longitude);
        return moon.longitude >= 0 && moon.longitude < 360 && moon.signIndex >= 0 && moon.signIndex <= 11 && moon.nakshatraIndex >= 0 && moon.nakshatraIndex <= 26 && moon.pada >= 1 && moon.pada <= 4;
      }),
    );
  });
});
