import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds with two digits each', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(725)).toBe('12:05');
  });

  it('keeps counting minutes past an hour, and rounds parts of a second', () => {
    expect(formatDuration(3725)).toBe('62:05');
    expect(formatDuration(59.6)).toBe('01:00');
  });

  it('gives the machine-readable length too', () => {
    expect(isoDuration(725)).toBe('PT12M5S');
  });
});
