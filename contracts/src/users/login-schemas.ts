import { z } from 'zod';
import { isUuid } from '../ids.js';
import { INDIA_DIAL_CODE, isPossibleMobile } from './mobile-number.js';

/** A 10-digit number as people type it (spec §5's messages). */
export const mobileDigits = z.string({ error: 'field.mobile_empty' }).min(1, { error: 'field.mobile_empty', abort: true }).regex(/^\d{10}$/, 'field.mobile_invalid');
const otp = z.string({ error: 'field.otp_six_digits' }).regex(/^\d{6}$/, 'field.otp_six_digits');
const userId = z.string().refine(isUuid, 'field.user_id');

/** Dial code of the country picker; India by default. */
export const dialCode = z.string().regex(/^\+\d{1,4}$/, 'field.dial_code').default(INDIA_DIAL_CODE);

/** Refuses `numbers` that no mobile of `country_code` can have (an Indian one begins with 6–9). */
export const possibleMobile = (ctx: { value: { numbers: string; country_code: string }; issues: unknown[] }): void => {
  const { numbers: digits, country_code } = ctx.value;
  if (/^\d{10}$/.test(digits) && !isPossibleMobile(country_code, digits)) {
    ctx.issues.push({ code: 'custom', path: ['numbers'], message: 'field.mobile_invalid', input: digits });
  }
};

const sendOtp = z.strictObject({ numbers: mobileDigits, route: z.literal('otp'), country_code: dialCode }).check(possibleMobile);
const confirmOtp = z.strictObject({ otp, user_id: userId });

/** Payloads of the login calls, as spec §3 names them (numbers, route; otp, user_id). */
export const loginSchemas = {
  sendOtp,
  confirmOtp,
  /** POST /api/login (admins): the send step or the confirm step, told apart by their fields. */
  adminLogin: z.union([sendOtp, confirmOtp]),
};

export type SendOtpBody = z.input<typeof sendOtp>;
