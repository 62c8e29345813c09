import { describe, expect, it } from 'vitest';
import { todayInIndia } from './india-day.js';

describe('todayInIndia', () => {
  it('turns the day at midnight in India, 18:30 UTC', () => {
    expect(todayInIndia(Date.parse('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(todayInIndia(Date.parse('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});
