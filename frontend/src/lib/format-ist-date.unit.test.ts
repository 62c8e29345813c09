import { describe, expect, it } from 'vitest';
import { formatIstDate, formatIstDateTime, formatIstTime } from './format-ist-date';

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

describe('formatIstDate in Hindi', () => {
  it('names the month in Hindi, on the same day in India', () => {
    expect(formatIstDate('2026-11-21T19:00:00.000Z', 'hi')).toBe('22 नव॰ 2026');
  });

  it('keeps a plain date on its own day', () => {
    expect(formatIstDate('2026-11-08')).toBe('8 Nov 2026');
    expect(formatIstDate('2026-11-08', 'hi')).toBe('8 नव॰ 2026');
  });
});

describe('formatIstDateTime', () => {
  it('gives the day and the time in India', () => {
    expect(formatIstDateTime('2026-11-22T10:35:00.000Z')).toBe('22 Nov 2026, 4:05 pm');
    expect(formatIstDateTime('2026-11-21T19:00:00.000Z')).toBe('22 Nov 2026, 12:30 am');
    expect(formatIstDateTime('2026-11-22T10:35:00.000Z', 'hi')).toBe('22 नव॰ 2026, 4:05 pm');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatIstDateTime('soon')).toBe('soon');
  });
});

describe('formatIstTime', () => {
  it('gives the time of day in India', () => {
    expect(formatIstTime('2026-11-22T10:35:00.000Z')).toBe('4:05 pm');
    expect(formatIstTime('2026-11-21T19:00:00.000Z')).toBe('12:30 am');
    expect(formatIstTime('soon')).toBe('soon');
  });
});
