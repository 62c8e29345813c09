import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../refusals/field-errors.js';
import { fieldIssueMessage } from '../refusals/field-issues.js';
import { BIRTH_YEAR_RANGE } from './astrology-names.js';
import { calculateKundliSchema, calculateMatchmakingSchema, dailyTransitQuery, suggestTextSchema } from './astrology-schemas.js';

const place = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.9165, lon: 79.1325, timezone: 'Asia/Kolkata' };
const kundli = { name: 'Asha', gender: 'female', date: '1954-11-12', time: '07:52', place };

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return fieldErrorsOf(result.error.issues, input).map(({ path, code, params }) => ({ path, code, ...(params ? { params } : {}) }));
};

/** Every refusal of the astrology tools' input has a code the SPA words in Hindi, never English of its own. */
describe('astrology request schemas', () => {
  it('names a code for each birth-detail check the kind of check says too little about', () => {
    expect(errorsOf(calculateKundliSchema, { ...kundli, date: '1899-12-31' })).toEqual([{ path: 'date', code: 'field.chart_years' }]);
    expect(errorsOf(calculateKundliSchema, { ...kundli, date: '2101-01-01' })).toEqual([{ path: 'date', code: 'field.chart_years' }]);
    expect(errorsOf(calculateKundliSchema, { ...kundli, date: '1990-02-30' })).toEqual([{ path: 'date', code: 'field.real_date' }]);
    // One reason a field, the first that fails.
    expect(errorsOf(calculateKundliSchema, { ...kundli, date: '12/11/1954' })).toEqual([{ path: 'date', code: 'field.date' }]);
    expect(errorsOf(calculateKundliSchema, { ...kundli, time: '7.52' })).toEqual([{ path: 'time', code: 'field.time' }]);
    expect(errorsOf(calculateKundliSchema, { ...kundli, place: { ...place, lat: -70 } })).toEqual([{ path: 'place.lat', code: 'field.polar_latitude' }]);
    expect(errorsOf(calculateKundliSchema, { ...kundli, place: { ...place, timezone: 'Mars/Olympus' } })).toEqual([{ path: 'place.timezone', code: 'field.time_zone' }]);
  });

  it('takes the other codes from the kind of the check', () => {
    expect(errorsOf(calculateKundliSchema, { ...kundli, gender: undefined, name: ' ' })).toEqual([
      { path: 'name', code: 'field.required' },
      { path: 'gender', code: 'field.required' },
    ]);
    expect(errorsOf(calculateKundliSchema, { ...kundli, gender: 'x', ayanamsa: 'fagan' })).toEqual([
      { path: 'gender', code: 'field.invalid_option', params: { options: 'male, female, other' } },
      { path: 'ayanamsa', code: 'field.invalid_option', params: { options: 'lahiri, raman, krishnamurti' } },
    ]);
    expect(errorsOf(calculateKundliSchema, { ...kundli, place: { ...place, lon: 200 } })).toEqual([{ path: 'place.lon', code: 'field.too_big', params: { maximum: 180 } }]);
  });

  it('refuses a match person by the fields of the way they came closest to', () => {
    expect(errorsOf(calculateMatchmakingSchema, { boy: kundli, girl: { nakshatra: 'Rohni', pada: 5 } })).toEqual([
      { path: 'girl.nakshatra', code: 'field.nakshatra' },
      { path: 'girl.pada', code: 'field.too_big', params: { maximum: 4 } },
    ]);
  });

  it('checks a transit day and a place text the same way', () => {
    expect(errorsOf(dailyTransitQuery, { date: '2150-01-01' })).toEqual([{ path: 'date', code: 'field.chart_years' }]);
    expect(errorsOf(suggestTextSchema, '  ')).toEqual([{ path: '', code: 'field.required' }]);
    expect(errorsOf(suggestTextSchema, 'a'.repeat(101))).toEqual([{ path: '', code: 'field.too_long', params: { maximum: 100 } }]);
  });

  it('says the years of BIRTH_YEAR_RANGE in the English of field.chart_years', () => {
    expect(fieldIssueMessage('field.chart_years', undefined)).toContain(`between ${BIRTH_YEAR_RANGE.min} and ${BIRTH_YEAR_RANGE.max}`);
  });
});
