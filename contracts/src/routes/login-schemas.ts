import { z } from 'zod';

/** Payloads of the login calls, as spec §3 names them (numbers, route; otp, user_id). */
export const loginSchemas = {
  sendOtp: z.strictObject({
    numbers: z.string().regex(/^\d{10}$/, 'must be exactly 10 digits'),
    route: z.literal('otp'),
    country_code: z.string().regex(/^\+\d{1,4}$/).default('+91'),
  }),
  confirmOtp: z.strictObject({
    otp: z.string().regex(/^\d{6}$/, 'must be exactly 6 digits'),
    user_id: z.string().min(1).max(64),
  }),
};
