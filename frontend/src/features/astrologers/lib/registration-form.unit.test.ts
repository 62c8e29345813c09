import { describe, expect, it } from 'vitest';
import { ageOn, EMPTY_REGISTRATION, fieldOfPath, rupeesToPaise, toRegistrationBody, validateRegistration, type RegistrationValues } from './registration-form';

const TODAY = '2026-11-22';
const valid: RegistrationValues = {
  name: '  Acharya Meera Joshi ',
  phone: '9876543210',
  email: 'meera@example.in',
  gender: 'female',
  date_of_birth: '1985-04-21',
  languages: ['hindi', 'english'],
  skills: ['tarot', 'vedic'],
  experience_years: '12',
  price_per_min: '25.5',
  call_price_per_min: '40',
  bio: 'Tarot reader and Vedic astrologer for twelve years, trained in Varanasi.',
  img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
  id_document_url: '/api/get_private_image/fedcba9876543210fedcba9876543210.jpg',
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid, TODAY)).toEqual({});
  });

  it('asks for every field of an empty form', () => {
    expect(validateRegistration(EMPTY_REGISTRATION, TODAY)).toEqual({
      name: 'required',
      phone: 'required',
      email: 'required',
      gender: 'required',
      date_of_birth: 'required',
      languages: 'pick_language',
      skills: 'pick_skill',
      experience_years: 'required',
      price_per_min: 'required',
      bio: 'required',
      img_url: 'required',
      id_document_url: 'required',
    });
  });

  it('refuses a one-letter or overlong name', () => {
    expect(validateRegistration({ ...valid, name: ' M ' }, TODAY).name).toBe('name_length');
    expect(validateRegistration({ ...valid, name: 'M'.repeat(101) }, TODAY).name).toBe('name_length');
  });

  it('wants exactly ten digits of phone', () => {
    for (const phone of ['98765', '98765432101', '98765-4321', '+919876543210']) expect(validateRegistration({ ...valid, phone }, TODAY).phone).toBe('phone_digits');
  });

  it('wants an e-mail address', () => {
    for (const email of ['meera', 'meera@', 'meera@example', 'me era@example.in']) expect(validateRegistration({ ...valid, email }, TODAY).email).toBe('email_invalid');
  });

  it('wants a real birth date of someone 18 or older', () => {
    expect(validateRegistration({ ...valid, date_of_birth: '2008-11-23' }, TODAY).date_of_birth).toBe('too_young');
    expect(validateRegistration({ ...valid, date_of_birth: '2008-11-22' }, TODAY).date_of_birth).toBeUndefined();
    expect(validateRegistration({ ...valid, date_of_birth: '1990-02-30' }, TODAY).date_of_birth).toBe('date_invalid');
    expect(validateRegistration({ ...valid, date_of_birth: '2027-01-01' }, TODAY).date_of_birth).toBe('date_invalid');
    expect(validateRegistration({ ...valid, date_of_birth: '1900-01-01' }, TODAY).date_of_birth).toBe('date_invalid');
  });

  it('wants known languages and skills', () => {
    expect(validateRegistration({ ...valid, languages: ['klingon' as never] }, TODAY).languages).toBe('pick_language');
    expect(validateRegistration({ ...valid, skills: [] }, TODAY).skills).toBe('pick_skill');
  });

  it('wants whole years of experience from 0 to 70', () => {
    expect(validateRegistration({ ...valid, experience_years: '0' }, TODAY).experience_years).toBeUndefined();
    for (const years of ['-1', '71', '2.5', 'ten']) expect(validateRegistration({ ...valid, experience_years: years }, TODAY).experience_years).toBe('experience_range');
  });

  it('wants a price per minute in rupees with at most two decimals, from ₹5 to ₹500 (the server\'s limit)', () => {
    expect(validateRegistration({ ...valid, price_per_min: '5' }, TODAY).price_per_min).toBeUndefined();
    expect(validateRegistration({ ...valid, price_per_min: '500.00' }, TODAY).price_per_min).toBeUndefined();
    for (const price of ['4.99', '500.01', '1000']) expect(validateRegistration({ ...valid, price_per_min: price }, TODAY).price_per_min).toBe('price_range');
    for (const price of ['25.555', '₹25', '-5', '1e2']) expect(validateRegistration({ ...valid, price_per_min: price }, TODAY).price_per_min).toBe('price_invalid');
  });

  it('takes a call price by the same rule, or none: an astrologer who leaves it empty takes no calls', () => {
    expect(validateRegistration({ ...valid, call_price_per_min: '' }, TODAY)).toEqual({});
    expect(validateRegistration({ ...valid, call_price_per_min: '4' }, TODAY).call_price_per_min).toBe('price_range');
    expect(validateRegistration({ ...valid, call_price_per_min: 'forty' }, TODAY).call_price_per_min).toBe('price_invalid');
    expect(toRegistrationBody({ ...valid, call_price_per_min: ' ' }).call_price_per_min).toBeNull();
  });

  it('wants a bio of 50 to 2000 characters', () => {
    expect(validateRegistration({ ...valid, bio: 'Too short.' }, TODAY).bio).toBe('bio_length');
    expect(validateRegistration({ ...valid, bio: 'x'.repeat(2001) }, TODAY).bio).toBe('bio_length');
  });
});

describe('toRegistrationBody', () => {
  it('trims the text, turns numbers into numbers and rupees into paise', () => {
    expect(toRegistrationBody(valid)).toEqual({
      name: 'Acharya Meera Joshi',
      phone: '9876543210',
      country_code: '+91',
      email: 'meera@example.in',
      gender: 'female',
      date_of_birth: '1985-04-21',
      languages: ['hindi', 'english'],
      skills: ['tarot', 'vedic'],
      experience_years: 12,
      price_per_min: 2550,
      call_price_per_min: 4000,
      bio: 'Tarot reader and Vedic astrologer for twelve years, trained in Varanasi.',
      img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
      id_document_url: '/api/get_private_image/fedcba9876543210fedcba9876543210.jpg',
    });
  });
});

describe('the options', () => {
  it('are the keys and limits the server takes (contracts), kept in a copy so the public chunk needs no contracts schemas', async () => {
    const contracts = await import('@nakshatra/contracts');
    const options = await import('./astrologer-options');
    expect(options.SKILLS).toEqual(contracts.ASTROLOGER_SKILLS);
    expect(options.LANGUAGES).toEqual(contracts.ASTROLOGER_LANGUAGES);
    expect(options.GENDERS).toEqual(contracts.ASTROLOGER_GENDERS);
    const { REGISTRATION_LIMITS } = await import('./registration-form');
    expect(REGISTRATION_LIMITS.price.min * 100).toBe(contracts.MIN_PRICE_PER_MIN);
    expect(REGISTRATION_LIMITS.price.max * 100).toBe(contracts.MAX_PRICE_PER_MIN);
    expect(REGISTRATION_LIMITS.experienceYears.max).toBe(contracts.MAX_EXPERIENCE_YEARS);
  });
});

describe('helpers', () => {
  it('turns rupees into paise without floating-point drift', () => {
    expect(rupeesToPaise('25')).toBe(2500);
    expect(rupeesToPaise(' 0.1 ')).toBe(10);
    expect(rupeesToPaise('19.99')).toBe(1999);
    expect(rupeesToPaise('1.005')).toBeUndefined();
    expect(rupeesToPaise('')).toBeUndefined();
  });

  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2000-11-22', '2026-11-22')).toBe(26);
    expect(ageOn('2000-11-23', '2026-11-22')).toBe(25);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2001-02-29', '2026-03-01')).toBeUndefined();
  });

  it('finds the form field a server error path names', () => {
    expect(fieldOfPath('price_per_min')).toBe('price_per_min');
    expect(fieldOfPath('languages.0')).toBe('languages');
    expect(fieldOfPath('')).toBeUndefined();
    expect(fieldOfPath('status')).toBeUndefined();
  });
});
