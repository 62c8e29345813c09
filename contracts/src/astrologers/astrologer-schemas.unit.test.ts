import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { fieldErrorsOf } from '../refusals/field-errors.js';
import { ageOn } from './astrologer-options.js';
import { profileChangesView, profileEditsOf } from './astrologer-profile-fields.js';
import { astrologerApplicationsQuery, astrologerListQuery, createAstrologerSchema, updateAstrologerSchema, updateAstrologerStatusSchema } from './astrologer-schemas.js';

const application = {
  name: 'Pandit Ravi Shastri',
  phone: '9876543210',
  email: 'ravi@example.com',
  gender: 'male',
  date_of_birth: '1975-06-01',
  languages: ['hindi', 'english'],
  skills: ['vedic', 'kp'],
  experience_years: 20,
  price_per_min: 25_00,
  bio: 'Twenty years of Vedic and KP astrology, with a focus on career and marriage.',
  img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
  id_document_url: '/api/get_private_image/fedcba9876543210fedcba9876543210.jpg',
};
/** The field errors a 400 would carry (fieldErrorsOf), by path and English. */
const problems = (schema: ZodType, input: unknown) => {
  const issues = schema.safeParse(input).error?.issues;
  return issues && fieldErrorsOf(issues, input).map(({ path, message }) => ({ path, message }));
};

describe('create_astrologer body', () => {
  it('takes a whole application, India by default', () => {
    expect(createAstrologerSchema.parse(application)).toEqual({ ...application, country_code: '+91' });
  });

  it('names every missing field', () => {
    expect(problems(createAstrologerSchema, {})).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'is required' },
        { path: 'email', message: 'is required' },
        { path: 'gender', message: 'is required' },
        { path: 'languages', message: 'is required' },
        { path: 'price_per_min', message: 'is required' },
        { path: 'bio', message: 'is required' },
        { path: 'img_url', message: 'is required' },
        { path: 'date_of_birth', message: 'is required' },
      ]),
    );
  });

  it('keeps to the fixed lists, each choice once, and the limits', () => {
    expect(
      problems(createAstrologerSchema, {
        ...application,
        phone: '98765',
        languages: ['hindi', 'klingon', 'hindi'],
        skills: [],
        experience_years: 71,
        price_per_min: 50_001,
        bio: 'Too short.',
        img_url: 'https://elsewhere.example/photo.png',
      }),
    ).toEqual([
      { path: 'languages.1', message: expect.stringMatching(/^must be one of: hindi, english, /) },
      { path: 'skills', message: 'must have at least 1' },
      { path: 'experience_years', message: 'must be at most 70' },
      { path: 'price_per_min', message: 'must be at most ₹ 500' },
      { path: 'bio', message: 'must be at least 50 characters' },
      { path: 'img_url', message: 'must be an image uploaded with upload_image' },
      { path: 'phone', message: 'Please enter a valid 10-digit mobile number' },
    ]);
    expect(problems(createAstrologerSchema, { ...application, languages: ['hindi', 'english', 'hindi'], price_per_min: 499, bio: 'x'.repeat(2001) })).toEqual([
      { path: 'languages.2', message: 'is already listed' },
      { path: 'price_per_min', message: 'must be at least ₹ 5' },
      { path: 'bio', message: 'must be at most 2000 characters' },
    ]);
  });
});

describe('update_astrologer body', () => {
  it('takes an action, edits, or both', () => {
    expect(updateAstrologerSchema.parse({ action: 'approve' })).toEqual({ action: 'approve' });
    expect(updateAstrologerSchema.parse({ price_per_min: 30_00, bio: application.bio })).toEqual({ price_per_min: 30_00, bio: application.bio });
    expect(updateAstrologerSchema.parse({ action: 'reject', reason_id: '11111111-1111-4111-8111-111111111111' })).toMatchObject({ action: 'reject' });
  });

  it('needs a reason to reject, and a reason only then', () => {
    expect(problems(updateAstrologerSchema, { action: 'reject' })).toEqual([{ path: 'reason', message: 'must say why the application is rejected' }]);
    expect(problems(updateAstrologerSchema, { action: 'approve', reason: 'Looks good' })).toEqual([{ path: 'reason', message: 'goes only with action reject' }]);
    expect(problems(updateAstrologerSchema, {})).toEqual([{ path: '', message: 'must give an action or change at least one field' }]);
    expect(problems(updateAstrologerSchema, { action: 'ban', date_of_birth: '1990-01-01' })).toEqual([
      { path: 'action', message: 'must be one of: approve, reject, reactivate' },
      { path: '', message: 'has fields this call does not take: date_of_birth' },
    ]);
  });
});

describe('update_astrologer_status body', () => {
  it('is online or offline; busy belongs to consultations', () => {
    expect(updateAstrologerStatusSchema.parse({ status: 'online' })).toEqual({ status: 'online' });
    expect(problems(updateAstrologerStatusSchema, { status: 'busy' })).toEqual([{ path: 'status', message: 'must be one of: online, offline' }]);
  });
});

describe('astrologer list queries', () => {
  it('reads filters from strings, recommended order by default', () => {
    expect(astrologerListQuery.parse({ skill: 'tarot', min_price_per_min: '1000', max_price_per_min: '5000', min_rating: '4.5', mode: 'chat' })).toEqual({
      page: 1,
      limit: 20,
      sort: 'recommended',
      mode: 'chat',
      skill: 'tarot',
      min_price_per_min: 1000,
      max_price_per_min: 5000,
      min_rating: 4.5,
    });
    expect(problems(astrologerListQuery, { min_price_per_min: '5000', max_price_per_min: '1000' })).toEqual([{ path: 'max_price_per_min', message: 'must not be below min_price_per_min' }]);
    expect(astrologerListQuery.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('reads the admin’s active filter as a boolean', () => {
    expect(astrologerApplicationsQuery.parse({ status: 'pending', active: 'false' })).toEqual({ page: 1, limit: 20, status: 'pending', active: false });
  });
});

describe('profile fields', () => {
  it('map between the wire and the events both ways', () => {
    expect(profileEditsOf({ price_per_min: 30_00, img_url: '/uploads/x.png' })).toEqual({ pricePerMin: 30_00, imgUrl: '/uploads/x.png' });
    expect(profileChangesView({ experienceYears: 3, languages: ['odia'] })).toEqual({ experience_years: 3, languages: ['odia'] });
  });
});

describe('ageOn', () => {
  it('counts whole years, birthdays included, and knows real days', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2001-02-29', '2026-11-23')).toBeUndefined();
  });
});
