import { z } from 'zod';
import { isUuid } from '../ids.js';
import { loginMessages } from '../users/login-messages.js';

export { loginMessages };

const numbers = z.string({ error: loginMessages.mobileEmpty }).min(1, { error: loginMessages.mobileEmpty, abort: true }).regex(/^\d{10}$/, loginMessages.mobileInvalid);
const otp = z.string({ error: loginMessages.otpNotSixDigits }).regex(/^\d{6}$/, loginMessages.otpNotSixDigits);
const userId = z.string().refine(isUuid, 'must be the user_id that send_otp answered with');

const sendOtp = z.strictObject({
  numbers,
  route: z.literal('otp'),
  /** Dial code of the country picker; India by default. */
  country_code: z.string().regex(/^\+\d{1,4}$/, 'must be a dial code like +91').default('+91'),
});
const confirmOtp = z.strictObject({ otp, user_id: userId });

/** Payloads of the login calls, as spec §3 names them (numbers, route; otp, user_id). */
export const loginSchemas = {
  sendOtp,
  confirmOtp,
  /** POST /api/login (admins): the send step or the confirm step, told apart by their fields. */
  adminLogin: z.union([sendOtp, confirmOtp]),
  contactMessage: z.strictObject({
    name: z.string().trim().min(1, 'is required').max(100),
    email: z.email('must be an e-mail address').max(200),
    phone: z.string().regex(/^\d{10}$/, loginMessages.mobileInvalid).optional(),
    subject: z.string().trim().max(200).optional(),
    message: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
  }),
  subscribe: z.strictObject({ email: z.email('must be an e-mail address').max(200) }),
};

/** The user-details object the spec stores in the userDetails cookie, and get_single_users answers. */
export interface UserDetails {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string | null;
  readonly img_url: string;
  readonly status: UserStatus;
  readonly role: 'customer' | 'astrologer' | 'admin';
  /** Wallet balance in integer paise. */
  readonly balance: number;
  /** The profile fields `update_users` sets; get_single_users answers them, the cookie does not carry them. */
  readonly gender?: 'male' | 'female' | 'other' | null;
  /** YYYY-MM-DD. */
  readonly date_of_birth?: string | null;
}

export type UserStatus = 'active' | 'ban';
