import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchemas } from '../users/login-schemas.js';
import { fieldErrorsOf } from './field-errors.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return fieldErrorsOf(result.error.issues, input);
};

describe('field errors from schema issues', () => {
  const schema = z.strictObject({
    title: z.string().trim().min(1).max(5),
    count: z.number().int().min(2).max(4),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()).max(1),
    email: z.email(),
    slug: z.string().regex(/^[a-z]+$/, 'field.slug'),
    note: z.string().regex(/^x$/, 'must be an x'),
  });

  it('gives every issue a code, params and plain English, never zod’s own words', () => {
    const errors = errorsOf(schema, { title: 'far too long', count: 1.5, kind: 'c', tags: ['1', '2'], email: 'nope', slug: 'A', note: 'y', extra: 1 });
    expect(errors).toEqual([
      { path: 'title', code: 'field.too_long', params: { maximum: 5 }, message: 'must be at most 5 characters' },
      { path: 'count', code: 'field.not_integer', message: 'must be a whole number' },
      { path: 'kind', code: 'field.invalid_option', params: { options: 'a, b' }, message: 'must be one of: a, b' },
      { path: 'tags', code: 'field.too_many', params: { maximum: 1 }, message: 'must have at most 1' },
      { path: 'email', code: 'field.email', message: 'must be an e-mail address' },
      { path: 'slug', code: 'field.slug', message: 'must be lowercase letters, digits and single hyphens' },
      // A check that names no code keeps its own English; the SPA's Hindi is then the generic text.
      { path: 'note', code: 'field.invalid_format', message: 'must be an x' },
      { path: '', code: 'field.unknown', params: { keys: 'extra' }, message: 'has fields this call does not take: extra' },
    ]);
    for (const error of errors) expect(error.message).not.toMatch(/^(Invalid|Too (small|big)|Unrecognized)/);
  });

  it('tells a missing field from a wrong one', () => {
    expect(errorsOf(schema.pick({ title: true }), {})).toEqual([{ path: 'title', code: 'field.required', message: 'is required' }]);
    expect(errorsOf(schema.pick({ title: true }), { title: '  ' })).toEqual([{ path: 'title', code: 'field.required', message: 'is required' }]);
    expect(errorsOf(schema.pick({ count: true }), { count: 'x' })).toEqual([{ path: 'count', code: 'field.wrong_type', params: { expected: 'number' }, message: 'must be a number' }]);
  });

  it('reports the closest alternative of a union, with its path', () => {
    expect(errorsOf(loginSchemas.adminLogin, { otp: '12', user_id: '00000000-0000-4000-8000-000000000000' })).toEqual([
      { path: 'otp', code: 'field.otp_six_digits', message: 'Please enter a 6-digit OTP.' },
    ]);
  });

  it('refuses, with spec §5’s words, a +91 number no Indian mobile can have, and accepts other countries’ 10 digits', () => {
    expect(errorsOf(loginSchemas.sendOtp, { numbers: '1234567890', route: 'otp' })).toEqual([
      { path: 'numbers', code: 'field.mobile_invalid', message: 'Please enter a valid 10-digit mobile number' },
    ]);
    expect(errorsOf(loginSchemas.sendOtp, { numbers: '', route: 'otp' })).toEqual([{ path: 'numbers', code: 'field.mobile_empty', message: 'Please enter your mobile number' }]);
    expect(loginSchemas.sendOtp.safeParse({ numbers: '9876543210', route: 'otp' }).success).toBe(true);
    expect(loginSchemas.sendOtp.safeParse({ numbers: '1234567890', route: 'otp', country_code: '+1' }).success).toBe(true);
  });

  it('names where a query error came from', () => {
    expect(fieldErrorsOf([{ code: 'too_big', origin: 'number', maximum: 100, path: ['limit'], message: 'x' }], { limit: 500 }, 'query')).toEqual([
      { path: 'query.limit', code: 'field.too_big', params: { maximum: 100 }, message: 'must be at most 100' },
    ]);
  });
});
