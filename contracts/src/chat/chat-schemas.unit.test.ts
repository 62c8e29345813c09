import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../refusals/field-errors.js';
import { createChatSessionSchema } from './chat-schemas.js';
import { chatIntakeView, toChatIntakeView } from './chat-views.js';

const astrologer_id = '6f1c1c0e-8c1f-4b35-9a39-0f4d1c3e2b10';
const intake = { name: 'Asha', birth_date: '1990-04-01', birth_time: '06:30', birth_place: 'Pune, Maharashtra, India' };
const pune = { name: 'Pune', state: 'Maharashtra', country: 'India', lat: 18.5196, lon: 73.8553, timezone: 'Asia/Kolkata' };

const errorsOf = (input: unknown) => {
  const result = createChatSessionSchema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return fieldErrorsOf(result.error.issues, input).map(({ path, code }) => ({ path, code }));
};

/** The chat intake's place chosen from the place search: optional, and checked as calculate_kundli checks a place. */
describe('chat intake with a resolved place', () => {
  it('takes an intake with or without the chosen place', () => {
    expect(createChatSessionSchema.parse({ astrologer_id, intake }).intake).not.toHaveProperty('resolved_place');
    expect(createChatSessionSchema.parse({ astrologer_id, intake: { ...intake, resolved_place: pune } }).intake.resolved_place).toEqual(pune);
  });

  it('refuses a place no chart can be cast for, with the catalogue codes', () => {
    expect(errorsOf({ astrologer_id, intake: { ...intake, resolved_place: { ...pune, lat: 69.65 } } })).toEqual([{ path: 'intake.resolved_place.lat', code: 'field.polar_latitude' }]);
    expect(errorsOf({ astrologer_id, intake: { ...intake, resolved_place: { ...pune, timezone: 'Mars/Olympus' } } })).toEqual([{ path: 'intake.resolved_place.timezone', code: 'field.time_zone' }]);
    expect(errorsOf({ astrologer_id, intake: { ...intake, resolved_place: { ...pune, elevation: 560 } } })).toEqual([{ path: 'intake.resolved_place', code: 'field.unknown' }]);
  });

  it('shows an intake recorded before places were resolved with no place, and a new one with it', () => {
    const old = { name: 'Asha', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' };
    expect(chatIntakeView.parse(toChatIntakeView(old))).toEqual({ name: 'Asha', birth_date: '1990-04-01', birth_time: null, birth_place: 'Pune', resolved_place: null });
    expect(toChatIntakeView({ ...old, resolvedPlace: pune }).resolved_place).toEqual(pune);
  });
});
