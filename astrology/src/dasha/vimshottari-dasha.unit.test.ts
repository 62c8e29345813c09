import { describe, expect, it } from 'vitest';
import { DASHA_YEAR_DAYS, dashaBalance, vimshottariDasha } from './vimshottari-dasha.js';
import { VIMSHOTTARI_SEQUENCE, VIMSHOTTARI_TOTAL_YEARS } from './vimshottari-sequence.js';

const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;
const birth = new Date('1990-04-21T06:15:00Z');
const years = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / YEAR_MS;

describe('Vimshottari sequence', () => {
  it('has the nine lords with their years, 120 in all', () => {
    expect(VIMSHOTTARI_SEQUENCE.map(({ lord, years }) => `${lord} ${years}`)).toEqual(['Ketu 7', 'Venus 20', 'Sun 6', 'Moon 10', 'Mars 7', 'Rahu 18', 'Jupiter 16', 'Saturn 19', 'Mercury 17']);
    expect(VIMSHOTTARI_SEQUENCE.reduce((sum, { years }) => sum + years, 0)).toBe(VIMSHOTTARI_TOTAL_YEARS);
  });
});

describe('vimshottariDasha', () => {
  it('starts a Moon at 0° Aries at the very beginning of Ketu dasha', () => {
    const dasha = vimshottariDasha(0, birth);
    expect(dasha.at_birth).toEqual({ lord: 'Ketu', balance: { years: 7, months: 0, days: 0 } });
    expect(dasha.mahadashas[0]!.start).toBe(birth.toISOString());
  });

  it('leaves half of the lord’s years for a Moon in the middle of its nakshatra', () => {
    // Middle of Rohini (Moon's nakshatra, 10 years): 40° + 6°40′.
    const dasha = vimshottariDasha(40 + 20 / 3, birth);
    expect(dasha.at_birth).toEqual({ lord: 'Moon', balance: { years: 5, months: 0, days: 0 } });
    expect(years(dasha.mahadashas[0]!.start, birth.toISOString())).toBeCloseTo(5, 9);
  });

  it('runs the lords in order from the birth lord, each for its years, without gaps, until 120 years after birth', () => {
    const dasha = vimshottariDasha(190, birth); // Swati, Rahu's nakshatra
    const lords = dasha.mahadashas.map((m) => m.lord);
    expect(lords).toEqual(['Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu']);
    dasha.mahadashas.forEach((mahadasha, index) => {
      const fullYears = VIMSHOTTARI_SEQUENCE.find((entry) => entry.lord === mahadasha.lord)!.years;
      expect(years(mahadasha.start, mahadasha.end)).toBeCloseTo(fullYears, 6);
      if (index > 0) expect(mahadasha.start).toBe(dasha.mahadashas[index - 1]!.end);
    });
    expect(Date.parse(dasha.mahadashas.at(-1)!.end)).toBeGreaterThanOrEqual(birth.getTime() + 120 * YEAR_MS);
    expect(Date.parse(dasha.mahadashas.at(-1)!.start)).toBeLessThan(birth.getTime() + 120 * YEAR_MS);
  });

  it('divides each mahadasha into nine antardashas from its own lord, in proportion to their years', () => {
    const venus = vimshottariDasha(15, birth).mahadashas[0]!;
    expect(venus.lord).toBe('Venus');
    expect(venus.antardashas.map((a) => a.lord)).toEqual(['Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu']);
    // Venus–Venus is 20 × 20 / 120 = 3 y 4 m; Venus–Sun 20 × 6 / 120 = 1 y.
    expect(years(venus.antardashas[0]!.start, venus.antardashas[0]!.end)).toBeCloseTo(20 / 6, 6);
    expect(years(venus.antardashas[1]!.start, venus.antardashas[1]!.end)).toBeCloseTo(1, 6);
    expect(venus.antardashas[0]!.start).toBe(venus.start);
    expect(venus.antardashas.at(-1)!.end).toBe(venus.end);
    venus.antardashas.slice(1).forEach((antardasha, index) => expect(antardasha.start).toBe(venus.antardashas[index]!.end));
  });

  it('states its year length', () => {
    expect(vimshottariDasha(100, birth).year_days).toBe(365.25);
  });
});

describe('dashaBalance', () => {
  it('splits dasha years into years, twelfths and whole days', () => {
    expect(dashaBalance(4.5918)).toEqual({ years: 4, months: 7, days: 3 });
    expect(dashaBalance(7)).toEqual({ years: 7, months: 0, days: 0 });
    expect(dashaBalance(0.5)).toEqual({ years: 0, months: 6, days: 0 });
    expect(dashaBalance(1 / 12 + 15 / DASHA_YEAR_DAYS)).toEqual({ years: 0, months: 1, days: 15 });
  });
});
