import { emptyBirthDetails, GENDERS, type BirthDetails } from './birth-details';

/** Where each form keeps what the visitor typed (local storage: it outlives the tab; Log Out clears it). */
export const STORAGE_KEYS = { kundli: 'nk_kundli_birth_details', matchmaking: 'nk_matchmaking_birth_details' } as const;

export interface MatchDetails {
  readonly boy: BirthDetails;
  readonly girl: BirthDetails;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** Stored details as far as they can be read: a missing or odd field is empty, never an error. */
export function readBirthDetails(value: unknown): BirthDetails {
  if (!isRecord(value)) return emptyBirthDetails;
  return {
    name: text(value.name, 200),
    gender: (GENDERS as readonly unknown[]).includes(value.gender) ? (value.gender as BirthDetails['gender']) : '',
    date: text(value.date, 10),
    time: text(value.time, 8),
    timeUnknown: value.timeUnknown === true,
    place: text(value.place, 200),
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

export const loadKundliDetails = (): BirthDetails => readBirthDetails(load(STORAGE_KEYS.kundli));
export const saveKundliDetails = (details: BirthDetails): void => save(STORAGE_KEYS.kundli, details);
export const forgetKundliDetails = (): void => forget(STORAGE_KEYS.kundli);

export function loadMatchDetails(): MatchDetails {
  const stored = load(STORAGE_KEYS.matchmaking);
  const pair = isRecord(stored) ? stored : {};
  return { boy: { ...readBirthDetails(pair.boy), gender: 'male' }, girl: { ...readBirthDetails(pair.girl), gender: 'female' } };
}
export const saveMatchDetails = (details: MatchDetails): void => save(STORAGE_KEYS.matchmaking, details);
export const forgetMatchDetails = (): void => forget(STORAGE_KEYS.matchmaking);
