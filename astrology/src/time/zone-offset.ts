/**
 * A zone's offset from UTC at an instant, read from the IANA database that Intl carries (with
 * its history: local mean times, Madras time, India's war time, every DST rule).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one, so each zone gets one, kept for reuse. */
function wallClockFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC. */
export function wallClockAsUtcMs(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive; whole seconds). */
export function zoneOffsetMs(zone: string, epochMs: number): number {
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of wallClockFormatter(zone).formatToParts(new Date(wholeSecondMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = fields as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return wallClockAsUtcMs(year, month, day, hour, minute, second) - wholeSecondMs;
}
