import { z } from 'zod';
import { isUuid } from '../ids.js';
import { INDIA_DIAL_CODE, isPossibleMobile } from './mobile-number.js';

const numbers = z.string({ error: 'field.mobile_empty' }).min(1, { error: 'field.mobile_empty', abort: true }).regex(/^\d{10}$/, 'field.mobile_invalid');
const otp = z.string({ error: 'field.otp_six_digits' }).regex(/^\d{6}$/, 'field.otp_six_digits');
const userId = z.string().refine(isUuid, 'field.user_id');

const sendOtp = z
  .strictObject({
    numbers,
    route: z.literal('otp'),
    /** Dial code of the country picker; India by default. */
    country_code: z.string().regex(/^\+\d{1,4}$/, 'field.dial_code').default(INDIA_DIAL_CODE),
  })
  .check((ctx) => {
    const { numbers: digits, country_code } = ctx.value;
    if (/^\d{10}$/.test(digits) && !isPossibleMobile(country_code, digits)) {
      ctx.issues.push({ code: 'custom', path: ['numbers'], message: 'field.mobile_invalid', input: digits });
    }
  });
const confirmOtp = z.strictObject({ otp, user_id: userId });

/** Payloads of the login calls, as spec §3 names them (numbers, route; otp, user_id). */
export const loginSchemas = {
  sendOtp,
  confirmOtp,
  /** POST /api/login (admins): the send step or the confirm step, told apart by their fields. */
  adminLogin: z.union([sendOtp, confirmOtp]),
};

export type SendOtpBody = z.input<typeof sendOtp>;
