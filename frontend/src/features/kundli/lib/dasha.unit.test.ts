import { describe, expect, it } from 'vitest';
import { kundliFixture } from '../testing/kundli-fixtures';
import { isRunning } from './dasha';

const { dasha } = kundliFixture();

describe('the running dasha', () => {
  it('runs from its start up to, not including, its end', () => {
    const period = { lord: 'Moon' as const, start: '2020-01-01T00:00:00Z', end: '2030-01-01T00:00:00Z' };
    expect(isRunning(period, Date.parse('2020-01-01T00:00:00Z'))).toBe(true);
    expect(isRunning(period, Date.parse('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isRunning(period, Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('is one mahadasha and one of its antardashas at any moment of the 120 years', () => {
    // Born 1954 in a Moon dasha with 4.6 years left: Mars, Rahu, Jupiter, Saturn, then Mercury from 2019 to 2036.
    const today = Date.parse('2026-11-22T06:00:00Z');
    const running = dasha.mahadashas.filter((period) => isRunning(period, today));
    expect(running.map((period) => period.lord)).toEqual(['Mercury']);
    expect(running[0]!.antardashas.filter((period) => isRunning(period, today))).toHaveLength(1);
    expect(dasha.mahadashas.some((period) => isRunning(period, Date.parse('1900-01-01T00:00:00Z')))).toBe(false);
  });
});
