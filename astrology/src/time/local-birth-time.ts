import { wallClockAsUtcMs, zoneOffsetMs } from './zone-offset.js';

export interface BirthInstant {
  readonly utc: Date;
  /** The zone's offset from UTC at that instant, minutes (fractional for old local mean times, e.g. 321.1666… for Madras time). */
  readonly utcOffsetMinutes: number;
}

const DAY_MS = 86_400_000;

/**
 * The UTC instant at which the clocks of an IANA zone showed a local date ('YYYY-MM-DD') and time
 * ('HH:mm'), with the zone's offset then.
 *
 * Clock changes are resolved as JavaScript dates and Temporal's 'compatible' mode do, so that
 * every local time has exactly one answer:
 * - a time shown twice (clocks set back) is the first of the two, under the earlier offset;
 * - a time never shown (clocks set forward) is read with the offset in force before the change,
 *   landing that far after it (02:30 on a spring-forward night becomes 03:30 summer time).
 */
export function localBirthTimeToUtc(date: string, time: string, zone: string): BirthInstant {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = wallClockAsUtcMs(year, month, day, hour, minute);

  // A zone changes its offset at most once within a day of a given time, so the offsets a day
  // before and a day after are the only candidates; a candidate fits if the clock reads `wall`
  // under it.
  const offsetBefore = zoneOffsetMs(zone, wall - DAY_MS);
  const offsetAfter = zoneOffsetMs(zone, wall + DAY_MS);
  const candidates = offsetBefore === offsetAfter ? [offsetBefore] : [offsetBefore, offsetAfter];
  const fitting = candidates.filter((offset) => zoneOffsetMs(zone, wall - offset) === offset);
  if (fitting.length > 0) {
    // Shown twice: the larger offset gives the earlier instant.
    const offset = Math.max(...fitting);
    return { utc: new Date(wall - offset), utcOffsetMinutes: offset / 60_000 };
  }
  // Never shown: read with the offset before the change; the zone's offset at that instant is the new one.
  const utcMs = wall - offsetBefore;
  return { utc: new Date(utcMs), utcOffsetMinutes: zoneOffsetMs(zone, utcMs) / 60_000 };
}
