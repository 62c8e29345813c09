/** The two names the love calculator takes, as typed. */
export interface LoveNames {
  readonly name1: string;
  readonly name2: string;
}

export type LoveField = keyof LoveNames;
export const LOVE_FIELDS: readonly LoveField[] = ['name1', 'name2'];
export type LoveNameError = 'required' | 'tooLong' | 'noLetters';

/** calculate_love takes names of up to 50 characters. */
export const LOVE_NAME_MAX = 50;
const HAS_LETTER = /\p{L}/u;

function nameError(raw: string): LoveNameError | undefined {
  const name = raw.trim();
  if (!name) return 'required';
  if ([...name].length > LOVE_NAME_MAX) return 'tooLong';
  return HAS_LETTER.test(name) ? undefined : 'noLetters';
}

/** What is wrong with the names, field by field (nothing when both are fine). */
export function validateLoveNames(names: LoveNames): Partial<Record<LoveField, LoveNameError>> {
  const errors: Partial<Record<LoveField, LoveNameError>> = {};
  for (const field of LOVE_FIELDS) {
    const error = nameError(names[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
