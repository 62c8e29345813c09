import type { BirthPlace } from '@nakshatra/contracts';
import { MAX_BIRTH_LATITUDE } from '@nakshatra/contracts/client';

/** The birth details a kundli is made from, as the visitor enters them. */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export interface BirthDetails {
  readonly name: string;
  /** '' until chosen; matchmaking does not ask (its sections are the boy's and the girl's). */
  readonly gender: Gender | '';
  /** YYYY-MM-DD, as a date input gives it. */
  readonly date: string;
  /** HH:MM (24 hours), as a time input gives it. */
  readonly time: string;
  /** The visitor does not know the time: the chart is then read from the Moon. */
  readonly timeUnknown: boolean;
  /** The text in the place box. */
  readonly place: string;
  /**
   * The place chosen from the list: its coordinates and time zone are what the chart needs, so a
   * typed name alone is not enough. Null until one is chosen, and again once the text changes.
   */
  readonly placeChoice: BirthPlace | null;
}

export const emptyBirthDetails: BirthDetails = { name: '', gender: '', date: '', time: '', timeUnknown: false, place: '', placeChoice: null };

export type BirthField = 'name' | 'gender' | 'date' | 'time' | 'place';
/** In the order the fields are on the form, so the first error is the first field to fix. */
export const BIRTH_FIELDS: readonly BirthField[] = ['name', 'gender', 'date', 'time', 'place'];

export type BirthDetailsError =
  | 'nameRequired'
  | 'nameLength'
  | 'nameInvalid'
  | 'genderRequired'
  | 'dateRequired'
  | 'dateInvalid'
  | 'dateInFuture'
  | 'dateTooEarly'
  | 'timeRequired'
  | 'timeInvalid'
  | 'placeRequired'
  | 'placeLength'
  | 'placeInvalid'
  | 'placeNotChosen'
  | 'placeBeyondPolarCircle';

export type BirthDetailsErrors = Readonly<Partial<Record<BirthField, BirthDetailsError>>>;

/** The earliest birth date taken: ephemeris tables and birth records both thin out before it. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const NAME_LENGTH = { min: 2, max: 50 } as const;
export const PLACE_LENGTH = { min: 2, max: 100 } as const;

// Letters of any script (Devanagari names need their vowel signs, \p{M}), spaces, . ' and -.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const HAS_LETTER = /\p{L}/u;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

function isRealDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function lengthError(value: string, { min, max }: { min: number; max: number }): boolean {
  const length = [...value].length;
  return length < min || length > max;
}

function nameError(raw: string): BirthDetailsError | undefined {
  const name = raw.trim();
  if (!name) return 'nameRequired';
  if (lengthError(name, NAME_LENGTH)) return 'nameLength';
  return NAME_PATTERN.test(name) ? undefined : 'nameInvalid';
}

function dateError(date: string, today: string): BirthDetailsError | undefined {
  if (!date) return 'dateRequired';
  if (!isRealDate(date)) return 'dateInvalid';
  if (date > today) return 'dateInFuture';
  return date < EARLIEST_BIRTH_DATE ? 'dateTooEarly' : undefined;
}

function timeError({ time, timeUnknown }: BirthDetails): BirthDetailsError | undefined {
  if (timeUnknown) return undefined;
  if (!time) return 'timeRequired';
  return TIME_PATTERN.test(time) ? undefined : 'timeInvalid';
}

function placeError({ place: raw, placeChoice }: BirthDetails): BirthDetailsError | undefined {
  const place = raw.trim();
  if (!place) return 'placeRequired';
  if (lengthError(place, PLACE_LENGTH)) return 'placeLength';
  if (!HAS_LETTER.test(place)) return 'placeInvalid';
  if (!placeChoice) return 'placeNotChosen';
  // The server refuses these too (the ascendant is ill-defined there); saying so here says it in the visitor's language.
  return Math.abs(placeChoice.lat) > MAX_BIRTH_LATITUDE ? 'placeBeyondPolarCircle' : undefined;
}

/**
 * What is wrong with the details, field by field (nothing when they are complete). `today` is
 * India's calendar day, so a birth "tomorrow" is refused whatever the device's clock zone.
 */
export function validateBirthDetails(details: BirthDetails, today: string, { askGender }: { askGender: boolean }): BirthDetailsErrors {
  const errors: Partial<Record<BirthField, BirthDetailsError>> = {
    name: nameError(details.name),
    gender: askGender && !details.gender ? 'genderRequired' : undefined,
    date: dateError(details.date, today),
    time: timeError(details),
    place: placeError(details),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

export const hasErrors = (errors: Readonly<Partial<Record<string, string>>>): boolean => Object.keys(errors).length > 0;
