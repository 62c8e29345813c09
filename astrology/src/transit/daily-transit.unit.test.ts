import { NAKSHATRAS, SIGNS } from '@nakshatra/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siderealPosition } from '../ephemeris/sidereal-position.js';
import { dailyTransit } from './daily-transit.js';

const MINUTE_MS = 60_000;
const moonSignAt = (instantMs: number) => SIGNS[Math.floor(siderealPosition('Moon', new Date(instantMs), { ayanamsa: 'lahiri', node: 'mean' }).longitude / 30)];
/** 00:00 IST of a day, as UTC milliseconds. */
const istMidnight = (date: string) => Date.parse(`${date}T00:00:00+05:30`);

const daysOf = (month: string, days: number) => Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);

describe('dailyTransit', () => {
  it('reads the Moon at 06:00 IST and gives every Moon sign its house from the transit sign', () => {
    const transit = dailyTransit('2026-03-15');
    expect(transit.date).toBe('2026-03-15');
    expect(transit.moon.sign).toBe(moonSignAt(istMidnight('2026-03-15') + 6 * 60 * MINUTE_MS));
    expect(transit.signs.map((entry) => entry.sign)).toEqual([...SIGNS]);
    const own = transit.signs.find((entry) => entry.sign === transit.moon.sign);
    expect(own?.house).toBe(1);
    expect(transit.signs.map((entry) => entry.house).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(transit.moon.next_sign).toBe(SIGNS[(SIGNS.indexOf(transit.moon.sign) + 1) % 12]);
  });

  it('finds each sign change of a month to the minute: the old sign one minute before, the new one a minute after', () => {
    const days = daysOf('2026-01', 31);
    const changes = days.map((date) => ({ date, transit: dailyTransit(date) })).filter(({ transit }) => transit.moon.next_sign_at !== null);
    // The Moon changes sign about every 2¼ days: 13 or 14 times a month, a few before 06:00.
    expect(changes.length).toBeGreaterThanOrEqual(10);
    for (const { date, transit } of changes) {
      const entry = Date.parse(transit.moon.next_sign_at ?? '');
      expect(entry % MINUTE_MS).toBe(0);
      expect(entry).toBeGreaterThan(istMidnight(date) + 6 * 60 * MINUTE_MS);
      expect(entry).toBeLessThanOrEqual(istMidnight(date) + 24 * 60 * MINUTE_MS);
      expect(moonSignAt(entry - MINUTE_MS)).toBe(transit.moon.sign);
      expect(moonSignAt(entry + MINUTE_MS)).toBe(transit.moon.next_sign);
    }
  });

  it('says null when the Moon keeps its sign until midnight', () => {
    for (const date of daysOf('2026-01', 31)) {
      const transit = dailyTransit(date);
      if (transit.moon.next_sign_at === null) expect(moonSignAt(istMidnight(date) + 24 * 60 * MINUTE_MS)).toBe(transit.moon.sign);
    }
  });

  it('answers within range for any day 1900–2100', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        const transit = dailyTransit(date);
        expect(SIGNS).toContain(transit.moon.sign);
        expect(NAKSHATRAS).toContain(transit.moon.nakshatra);
        expect(transit.signs.every((entry) => entry.house >= 1 && entry.house <= 12 && entry.note.length > 0)).toBe(true);
        if (transit.moon.next_sign_at !== null) {
          const entry = Date.parse(transit.moon.next_sign_at);
          expect(entry > istMidnight(date) && entry <= istMidnight(date) + 24 * 60 * MINUTE_MS).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
