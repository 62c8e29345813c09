import { PEOPLE, type MatchField, type Person } from './match-details';

/** A field of the calculate_kundli or calculate_matchmaking body that the forms ask for (the advanced options included). */
export type RefusedField = MatchField | 'ayanamsa' | 'node';
const REFUSABLE: readonly RefusedField[] = ['name', 'gender', 'date', 'time', 'place', 'nakshatra', 'pada', 'ayanamsa', 'node'];

/**
 * The form field a server field error's path names, so the report can say it by its label in the
 * visitor's language: `place.lat` is the place of birth, `girl.date` the girl's date of birth.
 * Undefined for a path no field of the forms has.
 */
export function refusedField(path: string): { readonly person?: Person; readonly field: RefusedField } | undefined {
  const [first, second] = path.split('.');
  const person = PEOPLE.find((candidate) => candidate === first);
  const name = person ? second : first;
  const field = REFUSABLE.find((candidate) => candidate === name);
  if (!field) return undefined;
  return person ? { person, field } : { field };
}
