import { describe, expect, it } from 'vitest';
import { keptZoneFormatters, MAX_KEPT_ZONE_FORMATTERS, zoneOffsetMs } from './zone-offset.js';

const IST_MS = 5.5 * 3_600_000;
const instant = Date.UTC(2026, 10, 29, 6, 0);

describe('zone offsets', () => {
  it("reads a zone however it is spelt, keeping one formatter for its spellings' case", () => {
    const before = keptZoneFormatters();
    for (const spelling of ['Asia/Kolkata', 'asia/kolkata', 'ASIA/KOLKATA', 'aSiA/kOlKaTa']) expect(zoneOffsetMs(spelling, instant)).toBe(IST_MS);
    expect(keptZoneFormatters()).toBeLessThanOrEqual(before + 1);
  });

  it('keeps one formatter a zone: every zone Intl knows, in two spellings each, stays under MAX_KEPT_ZONE_FORMATTERS', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) for (const spelling of [zone, zone.toUpperCase()]) zoneOffsetMs(spelling, instant);
    expect(keptZoneFormatters()).toBeLessThanOrEqual(MAX_KEPT_ZONE_FORMATTERS);
    expect(zoneOffsetMs('Asia/Kolkata', instant)).toBe(IST_MS);
  });
});
