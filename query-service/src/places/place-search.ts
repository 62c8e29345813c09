import type { PlaceView } from '@nakshatra/contracts';
import { KeyLines } from './key-lines.js';
import { searchKeyOf, searchKeysOfName } from './place-text.js';

/** A place as the search is built from. */
export interface SearchablePlace {
  readonly view: PlaceView;
  /** 0 where the gazetteer does not know it. */
  readonly population: number;
  /** Names besides `view.name` that find it: other spellings, former names, Hindi. */
  readonly otherNames: readonly string[];
}

/*
 * Ranking (docs/places.md, "Ranking"). A score is the match tier plus the place's weight; tiers
 * are 1000 apart and a weight stays below 110, so a better tier always wins.
 */
const EXACT = 3000;
const PREFIX = 2000;
/** A later word of the place's own name starts with the text: "york" → New York. */
const WORD_PREFIX = 1000;
/** Inside the place's own name; only tried when the tiers above find too few. */
const SUBSTRING = 0;
const SUBSTRING_MIN_LENGTH = 3;
/** A place's own name outranks another spelling of a place up to 30× bigger. */
const OWN_NAME_BONUS = 15;
/** 10 points per factor of ten people: 0 to about 75. */
const populationPoints = (population: number) => 10 * Math.log10(population + 1);
/**
 * Most of our users are Indian: a place in the preferred country counts as one 30× bigger, so
 * "Kochi" is Kerala's (600,000 people, "Cochin" in GeoNames) before Japan's (330,000).
 */
const PREFERRED_COUNTRY_BONUS = 15;
/** Matching every qualifier of "city, state, country" outranks any other match. */
const QUALIFIED = 10_000;

/** An entry packs a place's position with two flags, so the index is plain numbers. */
const OWN_NAME = 2;
const LATER_WORD = 1;
const FLAG_BITS = 2;

/** The keys that start with the same two characters (a query scans its group alone), and what each finds. */
interface KeyGroup {
  readonly keys: KeyLines;
  /** Per key: place << FLAG_BITS | flags. */
  readonly entries: Int32Array;
}

/** Groups are numbered by their first two UTF-16 units; a one-unit key has 0 as its second. */
const groupOf = (key: string) => key.charCodeAt(0) * 0x10000 + (key.length > 1 ? key.charCodeAt(1) : 0);
const firstUnitOfGroup = (group: number) => Math.floor(group / 0x10000);

/**
 * Finds places by the start of any of their names, in memory. Built once (docs/places.md,
 * "Loading and speed"), then a search of three letters or more scans one group with native `indexOf`.
 */
export class PlaceSearch {
  /** Each place's score in the current search; 0 = not matched (every score is positive). */
  private readonly scores: Float64Array;

  private constructor(
    private readonly views: readonly PlaceView[],
    /** Each place's population points, plus the preferred-country bonus. */
    private readonly weights: Float32Array,
    private readonly groups: ReadonlyMap<number, KeyGroup>,
    /** Each place's own name as a key, for the substring tier. */
    private readonly ownNames: KeyLines,
    /** Keys a "city, state" qualifier may match: state, country, country code. */
    private readonly regionKeys: readonly (readonly string[])[],
  ) {
    this.scores = new Float64Array(views.length);
  }

  /** `preferredCountry`: ISO code whose places rank a little higher (PREFERRED_COUNTRY_BONUS). */
  static build(places: readonly SearchablePlace[], preferredCountry?: string): PlaceSearch {
    const building = new Map<number, { keys: string[]; entries: number[] }>();
    const ownNames: string[] = [];
    places.forEach((place, index) => {
      const [ownKey = '', ...laterWords] = searchKeysOfName(place.view.name);
      ownNames.push(ownKey);
      // A key found twice keeps the flags it was first added with: whole names come before later words.
      const added: string[] = [];
      const add = (key: string, flags: number) => {
        if (!key || added.includes(key)) return;
        added.push(key);
        const group = groupOf(key);
        let keys = building.get(group);
        if (!keys) building.set(group, (keys = { keys: [], entries: [] }));
        keys.keys.push(key);
        keys.entries.push((index << FLAG_BITS) | flags);
      };
      add(ownKey, OWN_NAME);
      for (const other of place.otherNames) add(searchKeyOf(other), 0);
      for (const later of laterWords) add(later, OWN_NAME | LATER_WORD);
    });
    const groups = new Map<number, KeyGroup>();
    for (const [group, { keys, entries }] of building) groups.set(group, { keys: KeyLines.of(keys), entries: Int32Array.from(entries) });
    return new PlaceSearch(
      places.map((place) => place.view),
      Float32Array.from(places, (place) => populationPoints(place.population) + (place.view.country_code === preferredCountry ? PREFERRED_COUNTRY_BONUS : 0)),
      groups,
      KeyLines.of(ownNames),
      regionKeysOf(places),
    );
  }

  get size(): number {
    return this.views.length;
  }

  /** Up to `limit` places for "city" or "city, state[, country]", best first. */
  find(text: string, limit: number): PlaceView[] {
    const [cityText = '', ...qualifierTexts] = text.split(',');
    const query = searchKeyOf(cityText);
    if (!query) return [];
    const matched: number[] = [];
    const offer = (place: number, score: number) => {
      if (this.scores[place] === 0) matched.push(place);
      if (score > this.scores[place]!) this.scores[place] = score;
    };
    this.matchKeys(query, offer);
    if (matched.length < limit && query.length >= SUBSTRING_MIN_LENGTH) this.matchInsideOwnNames(query, offer);
    const qualifiers = qualifierTexts.map(searchKeyOf).filter(Boolean);
    if (qualifiers.length) {
      for (const place of matched) if (this.isQualifiedBy(place, qualifiers)) this.scores[place]! += QUALIFIED;
    }
    const best = topScored(matched, this.scores, limit);
    for (const place of matched) this.scores[place] = 0;
    return best.map((place) => this.views[place]!);
  }

  private matchKeys(query: string, offer: (place: number, score: number) => void): void {
    for (const { keys, entries } of this.groupsStartingWith(query)) {
      const match = (key: number) => {
        const entry = entries[key]!;
        const place = entry >> FLAG_BITS;
        const tier = entry & LATER_WORD ? WORD_PREFIX : keys.lengthOf(key) === query.length ? EXACT : PREFIX;
        offer(place, tier + this.weightOf(place, entry & OWN_NAME));
      };
      // Every key of a group starts with its two characters: a query that short matches them all.
      if (query.length <= 2) for (let key = 0; key < keys.count; key++) match(key);
      else keys.forEachStartingWith(query, match);
    }
  }

  /** A one-character query spans every group that starts with it; a longer one exactly one group. */
  private groupsStartingWith(query: string): KeyGroup[] {
    if (query.length > 1) {
      const group = this.groups.get(groupOf(query));
      return group ? [group] : [];
    }
    const first = query.charCodeAt(0);
    return [...this.groups].filter(([group]) => firstUnitOfGroup(group) === first).map(([, group]) => group);
  }

  private matchInsideOwnNames(query: string, offer: (place: number, score: number) => void): void {
    const { text } = this.ownNames;
    for (let at = text.indexOf(query); at >= 0; at = text.indexOf(query, at + 1)) {
      const place = this.ownNames.lineAt(at);
      // A match at the start of a name was offered above, with a better tier.
      if (at > this.ownNames.startOf(place)) offer(place, SUBSTRING + this.weightOf(place, OWN_NAME));
    }
  }

  private weightOf(place: number, ownName: number): number {
    return (ownName ? OWN_NAME_BONUS : 0) + this.weights[place]!;
  }

  private isQualifiedBy(place: number, qualifiers: readonly string[]): boolean {
    const keys = this.regionKeys[place]!;
    return qualifiers.every((qualifier) => keys.some((key) => key.startsWith(qualifier)));
  }
}

/** One shared array per state and country, not one per place. */
function regionKeysOf(places: readonly SearchablePlace[]): (readonly string[])[] {
  const shared = new Map<string, readonly string[]>();
  return places.map(({ view }) => {
    const region = `${view.country_code}|${view.state ?? ''}`;
    let keys = shared.get(region);
    if (!keys) {
      keys = [view.state, view.country, view.country_code].filter((name): name is string => !!name).map(searchKeyOf);
      shared.set(region, keys);
    }
    return keys;
  });
}

/** The `limit` best places by score (ties: earlier place first), without sorting every match. */
function topScored(places: readonly number[], scores: Float64Array, limit: number): number[] {
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  const best: number[] = [];
  for (const place of places) {
    if (best.length === limit && !better(place, best[limit - 1]!)) continue;
    let at = Math.min(best.length, limit - 1);
    while (at > 0 && better(place, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = place;
  }
  return best;
}
