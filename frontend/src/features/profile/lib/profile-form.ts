import { NEW_USER_NAME, NO_IMAGE } from '@nakshatra/contracts/client';
import type { Gender, Profile, ProfilePatch } from '../api/profile';

/**
 * The profile form, checked by the rules of update_users (updateUserSchema in contracts; a unit
 * test holds the two in agreement), so a change the server would refuse is caught as it is typed.
 */
export interface ProfileValues {
  readonly name: string;
  readonly email: string;
  readonly gender: Gender | '';
  /** YYYY-MM-DD, as a date input gives it. */
  readonly date_of_birth: string;
  /** The photo: an uploaded image's address, or '' for none. */
  readonly img_url: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileProblem = 'name_required' | 'name_too_long' | 'email_invalid' | 'email_too_long' | 'date_invalid';
export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>;

export const PROFILE_FIELDS: readonly ProfileField[] = ['img_url', 'name', 'email', 'gender', 'date_of_birth'];

const LIMITS = { name: 100, email: 200 } as const;

/** The pattern of zod's z.email(), which updateUserSchema uses. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The form's starting values: a new account's placeholder name and photo show as empty, for the owner to fill in. */
export function profileValues(profile: Profile): ProfileValues {
  return {
    name: profile.name === NEW_USER_NAME ? '' : profile.name,
    email: profile.email ?? '',
    gender: profile.gender ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    img_url: profile.img_url === NO_IMAGE ? '' : profile.img_url,
  };
}

/** The fields that differ from where the form started (text compared trimmed). */
export function changedFields(values: ProfileValues, initial: ProfileValues): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => values[field].trim() !== initial[field].trim());
}

/** The first problem of each changed field; unchanged fields are not sent, so they are not checked. */
export function validateProfile(values: ProfileValues, initial: ProfileValues): ProfileProblems {
  const problems: ProfileProblems = {};
  const changed = new Set(changedFields(values, initial));
  const name = values.name.trim();
  const email = values.email.trim();
  if (changed.has('name')) {
    if (!name) problems.name = 'name_required';
    else if (name.length > LIMITS.name) problems.name = 'name_too_long';
  }
  if (changed.has('email') && email) {
    if (email.length > LIMITS.email) problems.email = 'email_too_long';
    else if (!EMAIL.test(email)) problems.email = 'email_invalid';
  }
  if (changed.has('date_of_birth') && !isIsoDate(values.date_of_birth)) problems.date_of_birth = 'date_invalid';
  return problems;
}

/**
 * The update to send: only the changed fields, trimmed; an emptied e-mail is null (cleared). A
 * gender or birth date cannot be cleared (the server has no "none" for them), so emptying one sends nothing.
 */
export function profilePatch(values: ProfileValues, initial: ProfileValues): ProfilePatch {
  const patch: { -readonly [K in keyof ProfilePatch]: ProfilePatch[K] } = {};
  for (const field of changedFields(values, initial)) {
    const value = values[field].trim();
    if (field === 'email') patch.email = value || null;
    else if (field === 'gender') {
      if (value) patch.gender = value as Gender;
    } else if (value || field === 'name') patch[field] = value;
  }
  return patch;
}
