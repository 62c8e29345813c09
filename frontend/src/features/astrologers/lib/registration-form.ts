import type { RouteBodyInput } from '@nakshatra/contracts';
import { INDIA_DIAL_CODE, isPossibleMobile } from '@nakshatra/contracts/client';
import { isGender, isSkill, isSpokenLanguage, type Gender, type Skill, type SpokenLanguage } from './astrologer-options';

/** The registration form as typed: text boxes hold text until the form is sent. */
export interface RegistrationValues {
  readonly name: string;
  /** Ten digits, an Indian mobile number (the country code is fixed: +91). */
  readonly phone: string;
  readonly email: string;
  readonly gender: Gender | '';
  /** YYYY-MM-DD, as a date input gives it. */
  readonly date_of_birth: string;
  readonly languages: readonly SpokenLanguage[];
  readonly skills: readonly Skill[];
  readonly experience_years: string;
  /** Rupees, with at most two decimals; sent as paise. */
  readonly price_per_min: string;
  /** The same for calls; left empty, the astrologer takes no calls. */
  readonly call_price_per_min: string;
  readonly bio: string;
  /** The photo and the ID document, as upload_image answered them ('' until uploaded). */
  readonly img_url: string;
  readonly id_document_url: string;
}

export type RegistrationField = keyof RegistrationValues;

/** Why a field is refused; the form words each in the visitor's language. */
export type RegistrationProblem =
  | 'required'
  | 'name_length'
  | 'phone_digits'
  | 'email_invalid'
  | 'date_invalid'
  | 'too_young'
  | 'pick_language'
  | 'pick_skill'
  | 'experience_range'
  | 'price_invalid'
  | 'price_range'
  | 'bio_length';

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationProblem>>;

/** The body create_astrologer takes: money in paise, numbers as numbers. */
export type RegistrationBody = RouteBodyInput<'create_astrologer'>;

export const REGISTRATION_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 200 },
  minAge: 18,
  maxAge: 100,
  experienceYears: { min: 0, max: 70 },
  /** Rupees per minute: the server's ₹5 to ₹500 (contracts' MIN_/MAX_PRICE_PER_MIN, in paise there). */
  price: { min: 5, max: 500 },
  bio: { min: 50, max: 2000 },
} as const;

/** Applicants apply with the Indian number they logged in with. */
export const COUNTRY_CODE = INDIA_DIAL_CODE;

export const EMPTY_REGISTRATION: RegistrationValues = {
  name: '',
  phone: '',
  email: '',
  gender: '',
  date_of_birth: '',
  languages: [],
  skills: [],
  experience_years: '',
  price_per_min: '',
  call_price_per_min: '',
  bio: '',
  img_url: '',
  id_document_url: '',
};

/** The fields in the order the form shows them, so the first refused one can take the focus. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'name',
  'phone',
  'email',
  'gender',
  'date_of_birth',
  'languages',
  'skills',
  'experience_years',
  'price_per_min',
  'call_price_per_min',
  'bio',
  'img_url',
  'id_document_url',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RUPEES = /^\d+(\.\d{1,2})?$/;

/** "25.5" rupees → 2550 paise; undefined for anything that is not an amount with at most two decimals. */
export function rupeesToPaise(text: string): number | undefined {
  const trimmed = text.trim();
  if (!RUPEES.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole years between a birth date and today (both YYYY-MM-DD); undefined when the birth date is not a real day. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const birth = ISO_DATE.exec(birthDate);
  const now = ISO_DATE.exec(today);
  if (!birth || !now) return undefined;
  const [, by, bm, bd] = birth.map(Number) as [number, number, number, number];
  const [, ny, nm, nd] = now.map(Number) as [number, number, number, number];
  const real = new Date(Date.UTC(by, bm - 1, bd));
  if (real.getUTCFullYear() !== by || real.getUTCMonth() !== bm - 1 || real.getUTCDate() !== bd) return undefined;
  return ny - by - (nm < bm || (nm === bm && nd < bd) ? 1 : 0);
}

/** What is wrong with a price in rupees per minute that was given, if anything. */
function priceProblem(text: string): RegistrationProblem | undefined {
  const paise = rupeesToPaise(text);
  if (paise === undefined) return 'price_invalid';
  const { min, max } = REGISTRATION_LIMITS.price;
  return paise < min * 100 || paise > max * 100 ? 'price_range' : undefined;
}

/** Every field's first problem (none when the form may be sent). `today` is the date in India, YYYY-MM-DD. */
export function validateRegistration(values: RegistrationValues, today: string): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const { name, phone, email, experience_years: years, price_per_min: price, bio } = values;
  const limits = REGISTRATION_LIMITS;

  if (!name.trim()) problems.name = 'required';
  else if (name.trim().length < limits.name.min || name.trim().length > limits.name.max) problems.name = 'name_length';

  if (!phone.trim()) problems.phone = 'required';
  // The server's rule: ten digits, and an Indian mobile starts with 6 to 9.
  else if (!isPossibleMobile(COUNTRY_CODE, phone.trim())) problems.phone = 'phone_digits';

  if (!email.trim()) problems.email = 'required';
  else if (!EMAIL.test(email.trim()) || email.trim().length > limits.email.max) problems.email = 'email_invalid';

  if (!isGender(values.gender)) problems.gender = 'required';

  const age = values.date_of_birth ? ageOn(values.date_of_birth, today) : undefined;
  if (!values.date_of_birth) problems.date_of_birth = 'required';
  else if (age === undefined || age < 0 || age > limits.maxAge) problems.date_of_birth = 'date_invalid';
  else if (age < limits.minAge) problems.date_of_birth = 'too_young';

  if (!values.languages.some(isSpokenLanguage)) problems.languages = 'pick_language';
  if (!values.skills.some(isSkill)) problems.skills = 'pick_skill';

  const yearsNumber = Number(years.trim());
  if (!years.trim()) problems.experience_years = 'required';
  else if (!Number.isInteger(yearsNumber) || yearsNumber < limits.experienceYears.min || yearsNumber > limits.experienceYears.max) problems.experience_years = 'experience_range';

  if (!price.trim()) problems.price_per_min = 'required';
  else problems.price_per_min = priceProblem(price);
  // Optional: no call price, no calls.
  if (values.call_price_per_min.trim()) problems.call_price_per_min = priceProblem(values.call_price_per_min);

  const bioLength = bio.trim().length;
  if (!bioLength) problems.bio = 'required';
  else if (bioLength < limits.bio.min || bioLength > limits.bio.max) problems.bio = 'bio_length';

  if (!values.img_url) problems.img_url = 'required';
  if (!values.id_document_url) problems.id_document_url = 'required';

  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** The body to send, from values that passed validation. */
export function toRegistrationBody(values: RegistrationValues): RegistrationBody {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    country_code: COUNTRY_CODE,
    email: values.email.trim(),
    gender: values.gender as Gender,
    date_of_birth: values.date_of_birth,
    languages: values.languages.filter(isSpokenLanguage),
    skills: values.skills.filter(isSkill),
    experience_years: Number(values.experience_years.trim()),
    price_per_min: rupeesToPaise(values.price_per_min) ?? 0,
    call_price_per_min: values.call_price_per_min.trim() ? (rupeesToPaise(values.call_price_per_min) ?? null) : null,
    bio: values.bio.trim(),
    img_url: values.img_url,
    id_document_url: values.id_document_url,
  };
}

/** The field a server error names by its path (`price_per_min`, `languages.0`), when it is one of the form's. */
export function fieldOfPath(path: string): RegistrationField | undefined {
  const head = path.split('.')[0] ?? '';
  return (REGISTRATION_FIELDS as readonly string[]).includes(head) ? (head as RegistrationField) : undefined;
}
