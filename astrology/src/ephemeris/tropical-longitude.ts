import type { GrahaName, NodeType } from '@nakshatra/contracts';
import { Body, Ecliptic, EclipticGeoMoon, GeoVector, type AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './angles.js';
import { apparentMeanNodeLongitude, trueNodeLongitude } from './lunar-nodes.js';

type PlanetName = Exclude<GrahaName, 'Moon' | 'Rahu' | 'Ketu'>;

const PLANET_BODIES: Record<PlanetName, Body> = {
  Sun: Body.Sun,
  Mars: Body.Mars,
  Mercury: Body.Mercury,
  Jupiter: Body.Jupiter,
  Venus: Body.Venus,
  Saturn: Body.Saturn,
};

/**
 * Apparent geocentric ecliptic longitude on the true ecliptic and equinox of date (light time,
 * aberration, precession and nutation applied), degrees in [0, 360).
 */
export function apparentTropicalLongitude(graha: GrahaName, time: AstroTime, node: NodeType): number {
  switch (graha) {
    case 'Moon':
      // The Moon's light time (1.3 s, under 1″) is below the lunar theory's own error.
      return EclipticGeoMoon(time).lon;
    case 'Rahu':
      return node === 'mean' ? apparentMeanNodeLongitude(time) : trueNodeLongitude(time);
    case 'Ketu':
      return normalizeDegrees(apparentTropicalLongitude('Rahu', time, node) + 180);
    default:
      return Ecliptic(GeoVector(PLANET_BODIES[graha], time, true)).elon;
  }
}
