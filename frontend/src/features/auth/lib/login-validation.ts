import { MOBILE_NUMBER_LENGTH, OTP_LENGTH } from '../../../config/app-constants';
import { loginMessages } from './login-messages';

/** Keeps what the mobile field may hold (spec §5): digits only, at most 10. */
export const toMobileDigits = (value: string): string => value.replace(/\D/g, '').slice(0, MOBILE_NUMBER_LENGTH);

/** The first message that applies to the mobile step, in the order a visitor fixes them; undefined when it may be sent. */
export function mobileStepProblem(mobile: string, consented: boolean): string | undefined {
  if (mobile === '') return loginMessages.mobileEmpty;
  if (!new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`).test(mobile)) return loginMessages.mobileInvalid;
  if (!consented) return loginMessages.consentMissing;
  return undefined;
}

export const isCompleteOtp = (otp: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
