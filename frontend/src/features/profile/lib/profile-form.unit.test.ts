import { updateUserSchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../api/profile';
import { changedFields, isIsoDate, profilePatch, profileValues, validateProfile, type ProfileValues } from './profile-form';

const profile: Profile = { id: 'u1', name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', img_url: 'https://img.example/asha.jpg', status: 'active', role: 'customer', balance: 0, gender: null, date_of_birth: null, language: 'en' };
const initial = profileValues(profile);
const edit = (change: Partial<ProfileValues>) => ({ ...initial, ...change });

describe('profileValues', () => {
  it('starts from the record, a new account’s placeholders shown empty', () => {
    expect(initial).toEqual({ name: 'Asha Verma', email: 'asha@example.in', gender: '', date_of_birth: '', img_url: 'https://img.example/asha.jpg' });
    expect(profileValues({ ...profile, name: 'Anonymous', img_url: 'NA', email: null, gender: 'female', date_of_birth: '1990-04-21' })).toEqual({
      name: '',
      email: '',
      gender: 'female',
      date_of_birth: '1990-04-21',
      img_url: '',
    });
  });
});

describe('profilePatch', () => {
  it('sends only what changed, trimmed', () => {
    expect(profilePatch(edit({ name: '  Asha V. ' }), initial)).toEqual({ name: 'Asha V.' });
    expect(profilePatch(edit({ email: 'asha@example.in ' }), initial)).toEqual({});
    expect(changedFields(initial, initial)).toEqual([]);
  });

  it('clears an emptied e-mail with null, and cannot clear a gender or birth date', () => {
    expect(profilePatch(edit({ email: '  ' }), initial)).toEqual({ email: null });
    const withBoth = edit({ gender: 'other', date_of_birth: '1990-04-21' });
    expect(profilePatch(edit({}), withBoth)).toEqual({});
  });

  it('sends a new photo, gender and birth date', () => {
    expect(profilePatch(edit({ img_url: '/uploads/abc.png', gender: 'female', date_of_birth: '1990-04-21' }), initial)).toEqual({
      img_url: '/uploads/abc.png',
      gender: 'female',
      date_of_birth: '1990-04-21',
    });
  });
});

describe('validateProfile', () => {
  it('checks changed fields only', () => {
    expect(validateProfile(initial, initial)).toEqual({});
    // A new account's empty name is not a change, so it is not refused.
    const fresh = profileValues({ ...profile, name: 'Anonymous' });
    expect(validateProfile({ ...fresh, gender: 'male' }, fresh)).toEqual({});
  });

  it('refuses an emptied or overlong name, a malformed e-mail and a date that does not exist', () => {
    expect(validateProfile(edit({ name: '   ' }), initial)).toEqual({ name: 'name_required' });
    expect(validateProfile(edit({ name: 'x'.repeat(101) }), initial)).toEqual({ name: 'name_too_long' });
    expect(validateProfile(edit({ email: 'asha@example' }), initial)).toEqual({ email: 'email_invalid' });
    expect(validateProfile(edit({ email: `${'a'.repeat(190)}@example.in` }), initial)).toEqual({ email: 'email_too_long' });
    expect(validateProfile(edit({ date_of_birth: '1990-02-30' }), initial)).toEqual({ date_of_birth: 'date_invalid' });
  });

  it('knows real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1990-4-21')).toBe(false);
  });
});

describe('agreement with the server (updateUserSchema)', () => {
  const samples: Partial<ProfileValues>[] = [
    { name: 'Asha' },
    { name: '' },
    { name: ' ' },
    { name: 'n'.repeat(100) },
    { name: 'n'.repeat(101) },
    { email: 'asha.verma+astro@mail.example.co.in' },
    { email: "o'brien@example.ie" },
    { email: 'asha@example' },
    { email: 'asha@@example.in' },
    { email: '.asha@example.in' },
    { email: 'asha..verma@example.in' },
    { email: 'asha@-example.in' },
    { email: 'asha@example.i' },
    { email: `${'a'.repeat(188)}@example.in` },
    { email: `${'a'.repeat(189)}@example.in` },
    { email: `${'a'.repeat(190)}@example.in` },
    { date_of_birth: '1990-04-21' },
    { date_of_birth: '2000-02-29' },
    { date_of_birth: '1900-02-29' },
    { date_of_birth: '1990-13-01' },
    { date_of_birth: '1990-04-31' },
    { gender: 'female' },
    { img_url: '/uploads/abc.png' },
  ];

  it.each(samples)('accepts %j exactly when the server would', (change) => {
    const values = edit(change);
    const clientAccepts = Object.keys(validateProfile(values, initial)).length === 0;
    const patch = profilePatch(values, initial);
    const serverAccepts = updateUserSchema.safeParse(patch).success;
    expect(clientAccepts).toBe(serverAccepts);
  });
});
