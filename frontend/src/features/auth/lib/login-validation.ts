import { isPossibleMobile, type loginMessages } from '@nakshatra/contracts/client';
import { MOBILE_NUMBER_LENGTH, OTP_LENGTH } from '../../../config/app-constants';

export type LoginProblem = keyof typeof loginMessages;

/** Keeps what the mobile field may hold (spec §5): digits only, at most 10. */
export const toMobileDigits = (value: string): string => value.replace(/\D/g, '').slice(0, MOBILE_NUMBER_LENGTH);

/**
 * The first problem of the mobile step (its message key), in the order a visitor fixes them;
 * undefined when it may be sent. A +91 number must begin with 6–9, as the server also checks.
 */
export function mobileStepProblem(mobile: string, consented: boolean, countryCode: string): LoginProblem | undefined {
  if (mobile === '') return 'mobileEmpty';
  if (!isPossibleMobile(countryCode, mobile)) return 'mobileInvalid';
  if (!consented) return 'consentMissing';
  return undefined;
}

export const isCompleteOtp = (otp: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
