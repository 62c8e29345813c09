import { z } from 'zod';
import { AYANAMSAS, BIRTH_GENDERS, BIRTH_YEAR_RANGE, MAX_BIRTH_LATITUDE, NAKSHATRAS, NODE_TYPES } from './astrology-names.js';

// Checks whose kind says too little name a field-issue code (contracts/src/refusals/field-issues.ts);
// the others get theirs from the kind of the check, so the SPA words every refusal in Hindi too.

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

const inChartYears = (date: string): boolean => date >= `${BIRTH_YEAR_RANGE.min}-01-01` && date <= `${BIRTH_YEAR_RANGE.max}-12-31`;

/** A calendar day the ephemeris covers, `YYYY-MM-DD`: a birth date, or the day of a transit. */
const chartDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'field.date', abort: true })
  .refine(isRealDate, { error: 'field.real_date', abort: true })
  .refine(inChartYears, 'field.chart_years');

/** An enum left out is "required", not "must be one of". */
const requiredWhenMissing = (issue: { input: unknown }) => (issue.input === undefined ? 'field.required' : undefined);

const personName = z.string().trim().min(1).max(50);

export const birthPlaceSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100).nullish(),
  country: z.string().trim().max(100).nullish(),
  // The ascendant is ill-defined beyond the polar circles for part of the day.
  lat: z.number().min(-MAX_BIRTH_LATITUDE, 'field.polar_latitude').max(MAX_BIRTH_LATITUDE, 'field.polar_latitude'),
  lon: z.number().min(-180).max(180),
  timezone: z.string().max(64).refine(isIanaZone, 'field.time_zone'),
});

const birthTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'field.time').nullable();

const chartOptions = {
  ayanamsa: z.enum(AYANAMSAS).default('lahiri'),
  node: z.enum(NODE_TYPES).default('mean'),
};

const birthFields = {
  name: personName,
  date: chartDay,
  time: birthTime,
  place: birthPlaceSchema,
};

/** calculate_kundli, and create_kundli (which saves the same input). */
export const calculateKundliSchema = z.strictObject({
  ...birthFields,
  gender: z.enum(BIRTH_GENDERS, { error: requiredWhenMissing }),
  ...chartOptions,
});
export type CalculateKundli = z.infer<typeof calculateKundliSchema>;

const matchBirthDetails = z.strictObject({
  ...birthFields,
  gender: z.enum(BIRTH_GENDERS).optional(),
});

/** For people who know only their janma nakshatra (and its pada). */
const matchNakshatra = z.strictObject({
  name: personName.optional(),
  nakshatra: z.enum(NAKSHATRAS, { error: 'field.nakshatra' }),
  pada: z.number().int().min(1).max(4),
});

/** Birth details or a nakshatra: a refusal names the fields of the one the person came closest to. */
const matchPerson = z.union([matchNakshatra, matchBirthDetails]);
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
  limit: z.coerce.number().int().min(1).max(10).default(10),
});
/** The `{text}` of get_suggest: a path parameter, so the places route checks it itself. */
export const suggestTextSchema = z.string().trim().min(1).max(100);

export const dailyTransitQuery = z.strictObject({ date: chartDay.optional() });
export type DailyTransitQuery = z.infer<typeof dailyTransitQuery>;

export const myKundlisQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
