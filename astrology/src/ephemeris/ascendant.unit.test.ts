import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEG_TO_RAD, RAD_TO_DEG } from './angles.js';
import { tropicalAscendant } from './ascendant.js';

const OBLIQUITY = 23.44;

/** Hour angle and altitude of an ecliptic longitude (latitude 0) for a local sidereal time and latitude. */
function horizonPlace(longitude: number, localSidereal: number, latitude: number) {
  const lambda = longitude * DEG_TO_RAD;
  const epsilon = OBLIQUITY * DEG_TO_RAD;
  const rightAscension = Math.atan2(Math.sin(lambda) * Math.cos(epsilon), Math.cos(lambda));
  const declination = Math.asin(Math.sin(lambda) * Math.sin(epsilon));
  const hourAngle = localSidereal * DEG_TO_RAD - rightAscension;
  const phi = latitude * DEG_TO_RAD;
  const altitude = Math.asin(Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle));
  return { altitude: altitude * RAD_TO_DEG, sinHourAngle: Math.sin(hourAngle) };
}

describe('tropicalAscendant', () => {
  it('at the equator is 90° ahead of the culminating point in each quadrant', () => {
    expect(tropicalAscendant(0, OBLIQUITY, 0)).toBeCloseTo(90, 10);
    expect(tropicalAscendant(90, OBLIQUITY, 0)).toBeCloseTo(180, 10);
    expect(tropicalAscendant(180, OBLIQUITY, 0)).toBeCloseTo(270, 10);
    expect(tropicalAscendant(270, OBLIQUITY, 0) % 360).toBeCloseTo(0, 10);
  });

  it('with no obliquity is the local sidereal time plus 90°, whatever the latitude', () => {
    expect(tropicalAscendant(37, 0, 50)).toBeCloseTo(127, 10);
    expect(tropicalAscendant(300, 0, -40)).toBeCloseTo(30, 10);
  });

  it.each([
    // [local sidereal time (ARMC), latitude, ascendant]: swe_houses_armc(armc, lat, 23.44, 'W'), Swiss Ephemeris 2.10.03.
    [0, 51.5, 116.56911638975232],
    [100, 28.6, 188.8098884115131],
    [200, -33.9, 301.73231715056176],
    [300, -60, 18.62534881723914],
    [45, 65, 154.78730399006722],
  ])('at sidereal time %d° and latitude %d° agrees with Swiss Ephemeris', (localSidereal, latitude, expected) => {
    expect(tropicalAscendant(localSidereal, OBLIQUITY, latitude)).toBeCloseTo(expected, 9);
  });

  it('is on the horizon and in the east for every sidereal time below the polar circles', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: -66, max: 66, noNaN: true }), (localSidereal, latitude) => {
        const ascendant = tropicalAscendant(localSidereal, OBLIQUITY, latitude);
        const { altitude, sinHourAngle } = horizonPlace(ascendant, localSidereal, latitude);
        expect(Math.abs(altitude)).toBeLessThan(1e-9);
        // East of the meridian: hour angle between 180° and 360°.
        expect(sinHourAngle).toBeLessThan(0);
        expect(ascendant).toBeGreaterThanOrEqual(0);
        expect(ascendant).toBeLessThan(360);
      }),
      { numRuns: 2000 },
    );
  });
});
