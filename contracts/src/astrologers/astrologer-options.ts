/**
 * The fixed choices astrologers register with and visitors filter by. Keys are what the server
 * stores and the API speaks; labels are UI text, so they follow the visitor's language (the SPA's
 * astrologer-options.ts holds the same keys).
 */
export const ASTROLOGER_SKILLS = ['vedic', 'kp', 'numerology', 'tarot', 'vastu', 'palmistry', 'prashna', 'lal_kitab', 'face_reading', 'nadi'] as const;
export type AstrologerSkill = (typeof ASTROLOGER_SKILLS)[number];

export const ASTROLOGER_LANGUAGES = ['hindi', 'english', 'bengali', 'marathi', 'gujarati', 'punjabi', 'tamil', 'telugu', 'kannada', 'malayalam', 'odia'] as const;
export type AstrologerLanguage = (typeof ASTROLOGER_LANGUAGES)[number];

export const ASTROLOGER_GENDERS = ['male', 'female', 'other'] as const;
export type AstrologerGender = (typeof ASTROLOGER_GENDERS)[number];

/** What a minute may cost, in paise: ₹5 to ₹500. */
export const MIN_PRICE_PER_MIN = 5_00;
export const MAX_PRICE_PER_MIN = 500_00;

export const MAX_EXPERIENCE_YEARS = 70;

/** Applicants are adults; a birth date over this many years back is a typing slip. */
export const MIN_APPLICANT_AGE = 18;
export const MAX_APPLICANT_AGE = 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years from a birth date to `today` (both YYYY-MM-DD); undefined when either is not a real day. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const birth = ISO_DATE.exec(birthDate)?.slice(1).map(Number);
  const now = ISO_DATE.exec(today)?.slice(1).map(Number);
  if (!birth || !now) return undefined;
  const [by, bm, bd] = birth as [number, number, number];
  const [ny, nm, nd] = now as [number, number, number];
  const real = new Date(Date.UTC(by, bm - 1, bd));
  if (real.getUTCFullYear() !== by || real.getUTCMonth() !== bm - 1 || real.getUTCDate() !== bd) return undefined;
  return ny - by - (nm < bm || (nm === bm && nd < bd) ? 1 : 0);
}
