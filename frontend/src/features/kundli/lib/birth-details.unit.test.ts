import { describe, expect, it } from 'vitest';
import { emptyBirthDetails, hasErrors, validateBirthDetails, type BirthDetails } from './birth-details';

const today = '2026-11-22';
const varanasi = { name: 'Varanasi', state: 'Uttar Pradesh', country: 'India', lat: 25.3176, lon: 82.9739, timezone: 'Asia/Kolkata' };
const valid: BirthDetails = { name: 'Asha Sharma', gender: 'female', date: '1990-08-15', time: '06:30', timeUnknown: false, place: 'Varanasi, Uttar Pradesh, India', placeChoice: varanasi };
const check = (changes: Partial<BirthDetails>, askGender = true) => validateBirthDetails({ ...valid, ...changes }, today, { askGender });

describe('validateBirthDetails', () => {
  it('finds nothing wrong with complete details', () => {
    expect(check({})).toEqual({});
    expect(hasErrors(check({}))).toBe(false);
  });

  it('names every missing field, in form order', () => {
    const errors = validateBirthDetails(emptyBirthDetails, today, { askGender: true });
    expect(errors).toEqual({ name: 'nameRequired', gender: 'genderRequired', date: 'dateRequired', time: 'timeRequired', place: 'placeRequired' });
    expect(Object.keys(errors)).toEqual(['name', 'gender', 'date', 'time', 'place']);
    expect(hasErrors(errors)).toBe(true);
  });

  it('takes names in any script, and refuses digits, symbols and odd lengths', () => {
    expect(check({ name: '  आशा शर्मा ' })).toEqual({});
    expect(check({ name: "D'Souza-Nair Jr." })).toEqual({});
    expect(check({ name: '   ' })).toEqual({ name: 'nameRequired' });
    expect(check({ name: 'A' })).toEqual({ name: 'nameLength' });
    expect(check({ name: 'a'.repeat(51) })).toEqual({ name: 'nameLength' });
    expect(check({ name: 'Asha 2' })).toEqual({ name: 'nameInvalid' });
    expect(check({ name: '-Asha' })).toEqual({ name: 'nameInvalid' });
  });

  it('asks for the gender only where the form asks it', () => {
    expect(check({ gender: '' })).toEqual({ gender: 'genderRequired' });
    expect(check({ gender: '' }, false)).toEqual({});
  });

  it('takes real dates from 1900 up to today in India', () => {
    expect(check({ date: today })).toEqual({});
    expect(check({ date: '1900-01-01' })).toEqual({});
    expect(check({ date: '2026-11-23' })).toEqual({ date: 'dateInFuture' });
    expect(check({ date: '1899-12-31' })).toEqual({ date: 'dateTooEarly' });
    expect(check({ date: '2023-02-29' })).toEqual({ date: 'dateInvalid' });
    expect(check({ date: '15/08/1990' })).toEqual({ date: 'dateInvalid' });
  });

  it('needs a real time unless the visitor does not know it', () => {
    expect(check({ time: '23:59' })).toEqual({});
    expect(check({ time: '06:30:15' })).toEqual({});
    expect(check({ time: '' })).toEqual({ time: 'timeRequired' });
    expect(check({ time: '24:00' })).toEqual({ time: 'timeInvalid' });
    expect(check({ time: '', timeUnknown: true })).toEqual({});
    expect(check({ time: 'garbage', timeUnknown: true })).toEqual({});
  });

  it('needs a place name with letters, of a sensible length, chosen from the list', () => {
    expect(check({ place: 'पुणे' })).toEqual({});
    expect(check({ place: 'Varanasi', placeChoice: null })).toEqual({ place: 'placeNotChosen' });
    const tromso = { name: 'Tromsø', state: 'Troms og Finnmark', country: 'Norway', lat: 69.6496, lon: 18.957, timezone: 'Europe/Oslo' };
    expect(check({ place: 'Tromsø', placeChoice: tromso })).toEqual({ place: 'placeBeyondPolarCircle' });
    expect(check({ place: 'Ushuaia', placeChoice: { ...tromso, lat: -54.8 } })).toEqual({});
    expect(check({ place: '' })).toEqual({ place: 'placeRequired' });
    expect(check({ place: 'X' })).toEqual({ place: 'placeLength' });
    expect(check({ place: 'x'.repeat(101) })).toEqual({ place: 'placeLength' });
    expect(check({ place: '110001' })).toEqual({ place: 'placeInvalid' });
  });
});
