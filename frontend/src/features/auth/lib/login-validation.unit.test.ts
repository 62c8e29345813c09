import { describe, expect, it } from 'vitest';
import { isCompleteOtp, mobileStepProblem, toMobileDigits } from './login-validation';

describe('mobile step validation', () => {
  it('keeps digits only, at most 10', () => {
    expect(toMobileDigits('98a76-54 3210')).toBe('9876543210');
    expect(toMobileDigits('987654321012')).toBe('9876543210');
    expect(toMobileDigits('abc')).toBe('');
  });

  it('names the first problem: empty, then not 10 digits, then consent', () => {
    expect(mobileStepProblem('', false, '+91')).toBe('mobileEmpty');
    expect(mobileStepProblem('98765', false, '+91')).toBe('mobileInvalid');
    expect(mobileStepProblem('9876543210', false, '+91')).toBe('consentMissing');
    expect(mobileStepProblem('9876543210', true, '+91')).toBeUndefined();
  });

  it('refuses, for +91, a number no Indian mobile can have (first digit 0–5), but not elsewhere', () => {
    for (const first of '012345') expect(mobileStepProblem(`${first}234567890`, true, '+91'), first).toBe('mobileInvalid');
    for (const first of '6789') expect(mobileStepProblem(`${first}234567890`, true, '+91'), first).toBeUndefined();
    expect(mobileStepProblem('1234567890', true, '+1')).toBeUndefined();
  });

  it('accepts only an OTP of exactly 6 digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
  });
});
