import { z } from 'zod';
import { AYANAMSAS, BIRTH_GENDERS, BIRTH_YEAR_RANGE, MAX_BIRTH_LATITUDE, NAKSHATRAS, NODE_TYPES } from './astrology-names.js';

const required = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : message);


const isIanaZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const isRealDate = (value: string): boolean => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const personName = z
  .string({ error: required('must be text') })
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters');

export const birthPlaceSchema = z.strictObject({
  name: z.string({ error: required('must be text') }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  state: z.string({ error: 'must be text' }).trim().max(100).nullish(),
  country: z.string({ error: 'must be text' }).trim().max(100).nullish(),
  lat: z
    .number({ error: required('must be a number of degrees') })
    .min(-MAX_BIRTH_LATITUDE, `must be at least -${MAX_BIRTH_LATITUDE} (charts beyond the polar circles are not made)`)
    .max(MAX_BIRTH_LATITUDE, `must be at most ${MAX_BIRTH_LATITUDE} (charts beyond the polar circles are not made)`),
  lon: z.number({ error: required('must be a number of degrees') }).min(-180, 'must be at least -180').max(180, 'must be at most 180'),
  timezone: z
    .string({ error: required('must be an IANA time zone like Asia/Kolkata') })
    .max(64)
    .refine(isIanaZone, 'must be an IANA time zone like Asia/Kolkata'),
});

const birthDate = z
  .string({ error: required('must be a date like 1990-04-21') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 1990-04-21')
  .refine(isRealDate, 'must be a real calendar date')
  .refine((date) => date >= `${BIRTH_YEAR_RANGE.min}-01-01`, `must be in ${BIRTH_YEAR_RANGE.min} or later`)
  .refine((date) => date <= `${BIRTH_YEAR_RANGE.max}-12-31`, `must be in ${BIRTH_YEAR_RANGE.max} or earlier`);

const birthTime = z
  .string({ error: required('must be a time like 07:52 or null') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 07:52 (24 hours)')
  .nullable();

const chartOptions = {
  ayanamsa: z.enum(AYANAMSAS, { error: `must be one of ${AYANAMSAS.join(', ')}` }).default('lahiri'),
  node: z.enum(NODE_TYPES, { error: `must be one of ${NODE_TYPES.join(', ')}` }).default('mean'),
};

const birthFields = {
  name: personName,
  date: birthDate,
  time: birthTime,
  place: birthPlaceSchema,
};

/** calculate_kundli, and create_kundli (which saves the same input). */
export const calculateKundliSchema = z.strictObject({
  ...birthFields,
  gender: z.enum(BIRTH_GENDERS, { error: required(`must be one of ${BIRTH_GENDERS.join(', ')}`) }),
  ...chartOptions,
});
export type CalculateKundli = z.infer<typeof calculateKundliSchema>;

const matchBirthDetails = z.strictObject({
  ...birthFields,
  gender: z.enum(BIRTH_GENDERS, { error: `must be one of ${BIRTH_GENDERS.join(', ')}` }).optional(),
});

/** For people who know only their janma nakshatra (and its pada). */
const matchNakshatra = z.strictObject({
  name: personName.optional(),
  nakshatra: z.enum(NAKSHATRAS, { error: 'must be a nakshatra name like Rohini' }),
  pada: z.number({ error: required('must be 1, 2, 3 or 4') }).int('must be 1, 2, 3 or 4').min(1, 'must be 1, 2, 3 or 4').max(4, 'must be 1, 2, 3 or 4'),
});

const matchPerson = z.union([matchNakshatra, matchBirthDetails], {
  error: 'must be birth details {name, date, time, place} or {nakshatra, pada}',
});
export type MatchPerson = z.infer<typeof matchPerson>;

export const calculateMatchmakingSchema = z.strictObject({
  boy: matchPerson,
  girl: matchPerson,
  ...chartOptions,
});
export type CalculateMatchmaking = z.infer<typeof calculateMatchmakingSchema>;

export const calculateLoveSchema = z.strictObject({
  name1: personName,
  name2: personName,
});
export type CalculateLove = z.infer<typeof calculateLoveSchema>;

/** get_suggest/{text}: the text is the path; `limit` at most 10. */
export const suggestPlacesQuery = z.strictObject({
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(10, 'must be at most 10').default(10),
});
export const SUGGEST_TEXT_MAX = 100;

export const dailyTransitQuery = z.strictObject({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-24')
    .refine(isRealDate, 'must be a real calendar date')
    .refine((date) => date >= '1900-01-01' && date <= '2100-12-31', 'must be between 1900 and 2100')
    .optional(),
});
export type DailyTransitQuery = z.infer<typeof dailyTransitQuery>;

export const myKundlisQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50, 'must be at most 50').default(20),
});
