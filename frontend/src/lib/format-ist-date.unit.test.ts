import { describe, expect, it } from 'vitest';
import { formatIstDate } from './format-ist-date';

describe('formatIstDate', () => {
  it('gives the day in India, which may already be the next one in UTC terms', () => {
    expect(formatIstDate('2026-11-22T10:00:00.000Z')).toBe('22 Nov 2026');
    expect(formatIstDate('2026-11-21T19:00:00.000Z')).toBe('22 Nov 2026');
    expect(formatIstDate('2026-11-21T18:00:00.000Z')).toBe('21 Nov 2026');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatIstDate('soon')).toBe('soon');
  });
});
