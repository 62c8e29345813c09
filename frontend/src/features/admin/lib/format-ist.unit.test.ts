import { describe, expect, it } from 'vitest';
import { formatIst } from './format-ist';

describe('India time', () => {
  it('shows a moment as "22 Nov 2026, 4:05 pm" whatever the machine’s zone', () => {
    expect(formatIst('2026-11-22T10:35:00Z')).toBe('22 Nov 2026, 4:05 pm');
    expect(formatIst('2026-01-01T00:00:00+05:30')).toBe('1 Jan 2026, 12:00 am');
  });
});
