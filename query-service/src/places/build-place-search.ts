import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GazetteerPlace } from './gazetteer-place.js';
import { mergeGazetteers } from './gazetteer-merge.js';
import { readAdmin1Names, readCitiesJson } from './geonames-cities-json.js';
import { readCities500 } from './geonames-cities500.js';
import { PlaceSearch, type SearchablePlace } from './place-search.js';

/** Our users are mostly Indian (PlaceSearch ranks its places a little higher). */
const PREFERRED_COUNTRY = 'IN';

export interface PlaceSearchBuildStats {
  readonly places: number;
  readonly fromCitiesJson: number;
  readonly ms: number;
  /** Heap in use right after the build, of the thread that built it. */
  readonly heapMb: number;
}

/**
 * Builds the place search from the shipped gazetteers: 2–3 s of CPU and up to ~350 MB of heap on
 * the way (docs/places.md, "Loading and speed"). Each step holds its thread for a few hundred milliseconds
 * and yields between them.
 */
export async function buildPlaceSearch(): Promise<{ search: PlaceSearch; stats: PlaceSearchBuildStats }> {
  const started = performance.now();
  const [main, extra, admin1Names] = await Promise.all([readCities500(), readCitiesJson(), readAdmin1Names()]);
  await nextTurn();
  const merged = mergeGazetteers(main, extra);
  await nextTurn();
  const search = PlaceSearch.build(merged.places.map(searchablePlace(admin1Names)), PREFERRED_COUNTRY);
  return {
    search,
    stats: { places: search.size, fromCitiesJson: merged.added, ms: Math.round(performance.now() - started), heapMb: Math.round(process.memoryUsage().heapUsed / 1e6) },
  };
}

function searchablePlace(admin1Names: ReadonlyMap<string, string>): (place: GazetteerPlace) => SearchablePlace {
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryNames = new Map<string, string>();
  const countryName = (code: string) => {
    let name = countryNames.get(code);
    if (name === undefined) countryNames.set(code, (name = regionNames.of(code) ?? code));
    return name;
  };
  return (place) => ({
    view: {
      name: place.name,
      state: admin1Names.get(`${place.countryCode}.${place.admin1Code}`) ?? null,
      country: countryName(place.countryCode),
      country_code: place.countryCode,
      lat: place.lat,
      lon: place.lon,
      timezone: place.timezone,
    },
    population: place.population,
    otherNames: place.otherNames,
  });
}
