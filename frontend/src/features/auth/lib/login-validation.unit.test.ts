import { describe, expect, it } from 'vitest';
import { isCompleteOtp, mobileStepProblem, toMobileDigits } from './login-validation';

describe('mobile step validation', () => {
  it('keeps digits only, at most 10', () => {
    expect(toMobileDigits('98a76-54 3210')).toBe('9876543210');
    expect(toMobileDigits('987654321012')).toBe('9876543210');
    expect(toMobileDigits('abc')).toBe('');
  });

  it('names the first problem: empty, then not 10 digits, then consent', () => {
    expect(mobileStepProblem('', false)).toBe('mobileEmpty');
    expect(mobileStepProblem('98765', false)).toBe('mobileInvalid');
    expect(mobileStepProblem('9876543210', false)).toBe('consentMissing');
    expect(mobileStepProblem('9876543210', true)).toBeUndefined();
  });

  it('accepts only an OTP of exactly 6 digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
  });
});
