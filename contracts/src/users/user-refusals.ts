import { loginMessages } from './login-messages.js';
import { defineRefusals, plural } from '../refusals/refusal.js';

/** Refusals of login (customers, astrologers, admins) and of users' own records. */
export const userRefusals = defineRefusals({
  'otp.invalid': { status: 400, en: () => loginMessages.invalidOtp },
  'otp.too_many_for_number': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many OTP requests for this number. Please try again in ${plural(minutes, 'minute')}.` },
  'otp.too_many_from_network': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many OTP requests from your network. Please try again in ${plural(minutes, 'minute')}.` },
  'otp.sms_unavailable': { status: 502, en: () => 'We could not send the OTP right now. Please try again.' },
  'user.not_found': { status: 404, en: () => 'User not found' },
  'user.status_admin_only': { status: 403, en: () => 'Only admins can suspend or reinstate an account' },
});
