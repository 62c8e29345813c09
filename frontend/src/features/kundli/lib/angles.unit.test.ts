import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatDegrees, formatUtcOffset } from './angles';

describe('angles in the report', () => {
  it('writes degrees and minutes, cutting the minutes so a point never moves to the next sign', () => {
    expect(formatDegrees(23.25)).toBe('23°15′');
    expect(formatDegrees(23.2499999999)).toBe('23°15′');
    expect(formatDegrees(29.99999)).toBe('29°59′');
    expect(formatDegrees(0)).toBe('0°00′');
    expect(formatDegrees(4.0833)).toBe('4°04′');
  });

  it('writes coordinates with their hemispheres', () => {
    expect(formatCoordinates(12.5, 78.8333333)).toBe('12°30′N 78°50′E');
    expect(formatCoordinates(-33.8688, -70.65)).toBe('33°52′S 70°39′W');
  });

  it('writes the offset from UTC in hours and minutes', () => {
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(390)).toBe('UTC+06:30');
    expect(formatUtcOffset(-300)).toBe('UTC−05:00');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
  });
});
