/**
 * A zone's offset from UTC at an instant, read from the IANA database that Intl carries (with
 * its history: local mean times, Madras time, India's war time, every DST rule).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Zones with a formatter kept: the IANA names with their aliases are about 600. */
export const MAX_KEPT_ZONE_FORMATTERS = 1_000;

/**
 * Building a formatter costs far more than using one, so each zone gets one, kept for reuse. Kept
 * by the name in lower case, as Intl reads it (`aSiA/kOlKaTa` is Asia/Kolkata: kept by the caller's
 * spelling, every case variant a public request sent cost 58 KB for good), and never more than
 * MAX_KEPT_ZONE_FORMATTERS, the oldest going first.
 */
function wallClockFormatter(zone: string): Intl.DateTimeFormat {
  const key = zone.toLowerCase();
  let formatter = formatters.get(key);
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
    if (formatters.size >= MAX_KEPT_ZONE_FORMATTERS) formatters.delete(formatters.keys().next().value!);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How many zones have a formatter kept (for tests). */
export const keptZoneFormatters = (): number => formatters.size;

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
