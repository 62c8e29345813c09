import type { BirthPlace } from '@nakshatra/contracts';
import { MAX_BIRTH_LATITUDE, type FieldError } from '@nakshatra/contracts/client';
import { todayInIndia } from '../../../lib/format-ist-date';
import { readBirthPlace, toBirthPlace } from '../../kundli';
import type { IntakeBody } from '../api/chat.api';

/** The intake dialog's fields as typed. */
export interface IntakeValues {
  readonly name: string;
  readonly birth_date: string;
  readonly birth_time: string;
  readonly birth_time_unknown: boolean;
  readonly birth_place: string;
  /** The place chosen from the place search (what the astrologer's chart is cast from); null while only typed. */
  readonly birth_place_choice: BirthPlace | null;
}

export type IntakeField = 'name' | 'birth_date' | 'birth_time' | 'birth_place';
export type IntakeProblem = 'nameLength' | 'dateMissing' | 'dateInvalid' | 'dateRange' | 'timeMissing' | 'timeInvalid' | 'placeLength' | 'placePolar';
export type IntakeErrors = Partial<Record<IntakeField, IntakeProblem>>;

export const EMPTY_INTAKE: IntakeValues = { name: '', birth_date: '', birth_time: '', birth_time_unknown: false, birth_place: '', birth_place_choice: null };

/** The order fields are checked and listed in the error summary. */
export const INTAKE_FIELDS: readonly IntakeField[] = ['name', 'birth_date', 'birth_time', 'birth_place'];

const isRealDay = (value: string): boolean => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** The same rules as the server's chatIntakeSchema (contracts), without loading zod into the page. */
export function validateIntake(values: IntakeValues, today: string = todayInIndia()): IntakeErrors {
  const errors: IntakeErrors = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 100) errors.name = 'nameLength';
  if (values.birth_date === '') errors.birth_date = 'dateMissing';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birth_date) || !isRealDay(values.birth_date)) errors.birth_date = 'dateInvalid';
  else if (values.birth_date < '1900-01-01' || values.birth_date > today) errors.birth_date = 'dateRange';
  if (!values.birth_time_unknown) {
    if (values.birth_time === '') errors.birth_time = 'timeMissing';
    else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.birth_time)) errors.birth_time = 'timeInvalid';
  }
  const place = values.birth_place.trim();
  if (place.length < 2 || place.length > 200) errors.birth_place = 'placeLength';
  // As calculate_kundli refuses it: the lagna is ill-defined beyond the polar circles.
  else if (values.birth_place_choice && Math.abs(values.birth_place_choice.lat) > MAX_BIRTH_LATITUDE) errors.birth_place = 'placePolar';
  return errors;
}

export function intakeBody(values: IntakeValues): IntakeBody {
  return {
    name: values.name.trim(),
    birth_date: values.birth_date,
    ...(values.birth_time_unknown ? {} : { birth_time: values.birth_time }),
    birth_place: values.birth_place.trim(),
    ...(values.birth_place_choice ? { resolved_place: toBirthPlace(values.birth_place_choice) } : {}),
  };
}

/** A 400's field errors (`intake.name`…) as the dialog's fields, each worded by `word` (the visitor's language). */
export function serverFieldErrors(errors: readonly FieldError[] | undefined, word: (error: FieldError) => string): Partial<Record<IntakeField, string>> {
  const found: Partial<Record<IntakeField, string>> = {};
  for (const error of errors ?? []) {
    // A refused chosen place (intake.resolved_place.lat…) is the place field's problem.
    const field = error.path.replace(/^intake\./, '').replace(/^resolved_place(\..*)?$/, 'birth_place') as IntakeField;
    if (!INTAKE_FIELDS.includes(field) || found[field]) continue;
    const text = word(error);
    found[field] = text.charAt(0).toUpperCase() + text.slice(1);
  }
  return found;
}

const STORAGE_KEY = 'nk_chat_intake';

/** The last intake sent from this browser (Log Out clears local storage), to prefill the next one. */
export function loadLastIntake(): IntakeValues {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return EMPTY_INTAKE;
    const text = (key: string): string => {
      const value = (kept as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : '';
    };
    return {
      name: text('name'),
      birth_date: text('birth_date'),
      birth_time: text('birth_time'),
      birth_time_unknown: (kept as Record<string, unknown>).birth_time_unknown === true,
      birth_place: text('birth_place'),
      birth_place_choice: readBirthPlace((kept as Record<string, unknown>).birth_place_choice),
    };
  } catch {
    return EMPTY_INTAKE;
  }
}

export function saveLastIntake(values: IntakeValues): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(values));
  } catch {
    // Storage refused: the next dialog starts empty.
  }
}
