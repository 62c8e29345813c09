import { DeltaT_EspenakMeeus } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { deltaTSeconds } from './delta-t.js';

const daysSinceJ2000 = (year: number) => (Date.UTC(year, 0, 1) - Date.UTC(2000, 0, 1, 12)) / 86_400_000;

describe('deltaTSeconds', () => {
  it("is astronomy-engine's Espenak & Meeus model before 2006", () => {
    for (const year of [1900, 1943, 1972, 2005]) expect(deltaTSeconds(daysSinceJ2000(year))).toBe(DeltaT_EspenakMeeus(daysSinceJ2000(year)));
  });

  it('has no jump where the forecast takes over', () => {
    const switchDay = daysSinceJ2000(2006) + 14;
    expect(Math.abs(deltaTSeconds(switchDay + 0.01) - deltaTSeconds(switchDay - 0.01))).toBeLessThan(0.05);
  });

  it('follows the observed Earth (69.2 s in 2025) and Swiss Ephemeris 2.10 forecast (93.2 s in 2100) within a few seconds', () => {
    // swe_deltat_ex(jd, SEFLG_MOSEPH) for 1 January: 69.00 s in 2025, 74.58 s in 2050, 93.18 s in 2100.
    expect(deltaTSeconds(daysSinceJ2000(2025))).toBeCloseTo(69.0, 0);
    expect(Math.abs(deltaTSeconds(daysSinceJ2000(2050)) - 74.58)).toBeLessThan(1);
    expect(Math.abs(deltaTSeconds(daysSinceJ2000(2100)) - 93.18)).toBeLessThan(1);
  });
});
