import { describe, expect, it } from 'vitest';
import { addDays, firstOfMonth, indiaDateOf, indiaDateTimeOf, indiaDayEnd, indiaDayStart } from './india-time.js';

describe('India time', () => {
  it('starts and ends an India date at 18:30 UTC of the day before', () => {
    expect(indiaDayStart('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(indiaDayEnd('2026-11-23').toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('puts an instant after 18:30 UTC on the next India date', () => {
    expect(indiaDateOf(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaDateOf(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(indiaDateTimeOf(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23 00:30:00');
  });

  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(firstOfMonth('2026-11-23')).toBe('2026-11-01');
    expect(firstOfMonth('2026-11-23', -11)).toBe('2025-12-01');
    expect(firstOfMonth('2026-11-23', 2)).toBe('2027-01-01');
  });
});
