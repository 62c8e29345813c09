import { emptyBirthDetails, GENDERS, type BirthDetails } from './birth-details';
import { DEFAULT_CHART_OPTIONS, isAyanamsa, isNodeType, type KundliDetails } from './kundli-details';
import { isNakshatra, isPada, type MatchDetails, type MatchPersonDetails } from './match-details';
import { placeLabel, readBirthPlace } from './place';

/** Where each form keeps what the visitor typed (local storage: it outlives the tab; Log Out clears it). */
export const STORAGE_KEYS = { kundli: 'nk_kundli_birth_details', matchmaking: 'nk_matchmaking_birth_details' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** Stored details as far as they can be read: a missing or odd field is empty, never an error. */
export function readBirthDetails(value: unknown): BirthDetails {
  if (!isRecord(value)) return emptyBirthDetails;
  const place = text(value.place, 200);
  const choice = readBirthPlace(value.placeChoice);
  return {
    name: text(value.name, 200),
    gender: (GENDERS as readonly unknown[]).includes(value.gender) ? (value.gender as BirthDetails['gender']) : '',
    date: text(value.date, 10),
    time: text(value.time, 8),
    timeUnknown: value.timeUnknown === true,
    place,
    // A choice that no longer matches the text (edited elsewhere) is no choice.
    placeChoice: choice && placeLabel(choice) === place ? choice : null,
  };
}

function readKundliDetails(value: unknown): KundliDetails {
  const options = isRecord(value) ? value : {};
  return {
    ...readBirthDetails(value),
    ayanamsa: isAyanamsa(options.ayanamsa) ? options.ayanamsa : DEFAULT_CHART_OPTIONS.ayanamsa,
    node: isNodeType(options.node) ? options.node : DEFAULT_CHART_OPTIONS.node,
  };
}

function readMatchPerson(value: unknown, gender: 'male' | 'female'): MatchPersonDetails {
  const stored = isRecord(value) ? value : {};
  return {
    ...readBirthDetails(value),
    gender,
    nakshatraOnly: stored.nakshatraOnly === true,
    nakshatra: isNakshatra(stored.nakshatra) ? stored.nakshatra : '',
    pada: isPada(stored.pada) ? stored.pada : '',
  };
}

function load(key: string): unknown {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function save(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: the form still works, it just forgets on reload.
  }
}

function forget(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

export const loadKundliDetails = (): KundliDetails => readKundliDetails(load(STORAGE_KEYS.kundli));
export const saveKundliDetails = (details: KundliDetails): void => save(STORAGE_KEYS.kundli, details);
export const forgetKundliDetails = (): void => forget(STORAGE_KEYS.kundli);

export function loadMatchDetails(): MatchDetails {
  const stored = load(STORAGE_KEYS.matchmaking);
  const pair = isRecord(stored) ? stored : {};
  return { boy: readMatchPerson(pair.boy, 'male'), girl: readMatchPerson(pair.girl, 'female') };
}
export const saveMatchDetails = (details: MatchDetails): void => save(STORAGE_KEYS.matchmaking, details);
export const forgetMatchDetails = (): void => forget(STORAGE_KEYS.matchmaking);
