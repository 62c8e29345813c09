import type { MatchPerson, NakshatraName } from '@nakshatra/contracts';
import { NAKSHATRAS } from '@nakshatra/contracts/client';
import type { MatchmakingRequest } from '../api/calculate-matchmaking.api';
import { emptyBirthDetails, validateBirthDetails, type BirthDetails, type BirthDetailsError, type BirthField } from './birth-details';
import { requestTime } from './kundli-details';

export const PADAS = ['1', '2', '3', '4'] as const;
export type Pada = (typeof PADAS)[number];

/** One side of the match: birth details, or — for someone who knows only their janma nakshatra — that nakshatra and its pada. */
export interface MatchPersonDetails extends BirthDetails {
  readonly nakshatraOnly: boolean;
  readonly nakshatra: NakshatraName | '';
  readonly pada: Pada | '';
}

export interface MatchDetails {
  readonly boy: MatchPersonDetails;
  readonly girl: MatchPersonDetails;
}

export const PEOPLE = ['boy', 'girl'] as const;
export type Person = (typeof PEOPLE)[number];

const emptyPerson = (gender: 'male' | 'female'): MatchPersonDetails => ({ ...emptyBirthDetails, gender, nakshatraOnly: false, nakshatra: '', pada: '' });
export const emptyMatchDetails: MatchDetails = { boy: emptyPerson('male'), girl: emptyPerson('female') };

export type MatchField = BirthField | 'nakshatra' | 'pada';
export type MatchPersonError = BirthDetailsError | 'nakshatraRequired' | 'padaRequired';
export type MatchPersonErrors = Readonly<Partial<Record<MatchField, MatchPersonError>>>;

/** The fields each way of entering a person shows, in form order (the error summary follows it). */
export const MATCH_FIELDS: Readonly<Record<'birth' | 'nakshatra', readonly MatchField[]>> = {
  birth: ['name', 'date', 'time', 'place'],
  nakshatra: ['name', 'nakshatra', 'pada'],
};

export const isNakshatra = (value: unknown): value is NakshatraName => (NAKSHATRAS as readonly unknown[]).includes(value);
export const isPada = (value: unknown): value is Pada => (PADAS as readonly unknown[]).includes(value);

/** What is wrong with one side's details: the birth fields, or the name, nakshatra and pada. */
export function validateMatchPerson(details: MatchPersonDetails, today: string): MatchPersonErrors {
  const birth = validateBirthDetails(details, today, { askGender: false });
  if (!details.nakshatraOnly) return birth;
  const errors: Partial<Record<MatchField, MatchPersonError>> = {
    name: birth.name,
    nakshatra: details.nakshatra ? undefined : 'nakshatraRequired',
    pada: details.pada ? undefined : 'padaRequired',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

function matchPerson(details: MatchPersonDetails): MatchPerson {
  const name = details.name.trim();
  if (details.nakshatraOnly) {
    if (!details.nakshatra || !details.pada) throw new Error('matchRequest needs checked details: a nakshatra and a pada');
    return { name, nakshatra: details.nakshatra, pada: Number(details.pada) };
  }
  if (!details.placeChoice) throw new Error('matchRequest needs checked details: a chosen place');
  return { name, date: details.date, time: requestTime(details), place: details.placeChoice, ...(details.gender ? { gender: details.gender } : {}) };
}

/** The calculate_matchmaking body of valid details (the server's default ayanamsa and node). */
export function matchRequest({ boy, girl }: MatchDetails): MatchmakingRequest {
  return { boy: matchPerson(boy), girl: matchPerson(girl) };
}
