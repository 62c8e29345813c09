import type { DivisionalChart, GrahaName, PlanetPosition } from '@nakshatra/contracts';
import type { HouseContents } from './chart-geometry';

export interface BodyWords {
  readonly grahaShort: (graha: GrahaName) => string;
  readonly ascendantShort: string;
}

// Mean Rahu and Ketu always move backwards: a ℞ on them would say nothing.
const ALWAYS_RETROGRADE: ReadonlySet<GrahaName> = new Set(['Rahu', 'Ketu']);
const RETROGRADE_MARK = '℞';

/**
 * The chart's houses with the labels to draw in each: the ascendant first in house 1, then the
 * grahas in the server's order, each abbreviated and marked ℞ when retrograde (in D9 too: a
 * graha's motion is the same in every divisional chart).
 */
export function chartHouses(chart: DivisionalChart, planets: readonly PlanetPosition[], words: BodyWords): HouseContents[] {
  const retrograde = new Set(planets.filter((planet) => planet.retrograde && !ALWAYS_RETROGRADE.has(planet.name)).map((planet) => planet.name));
  const label = (graha: GrahaName) => `${words.grahaShort(graha)}${retrograde.has(graha) ? RETROGRADE_MARK : ''}`;
  return chart.houses.map(({ house, sign, planets: grahas }) => ({
    house,
    sign,
    labels: [...(house === 1 ? [words.ascendantShort] : []), ...grahas.map(label)],
  }));
}
