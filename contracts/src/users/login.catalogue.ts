import { z } from 'zod';
import { nothing, one } from '../routes/response-schemas.js';
import { post, route } from '../routes/route-builders.js';
import { loginSchemas } from './login-schemas.js';
import { devOutboxView, loginUserDetails, otpSentView } from './user-views.js';

const devOutboxQuery = z.strictObject({ numbers: z.string().regex(/^\d{10}$/, 'field.mobile_invalid') });
const otpSent = { ...one(otpSentView), fields: otpSentView };
const limitRefusals = ['otp.too_many_for_number', 'otp.too_many_failures', 'otp.too_many_from_network'] as const;
const sendRefusals = [...limitRefusals, 'otp.sms_unavailable'] as const;
const confirmRefusals = ['otp.invalid', 'otp.too_many_failures'] as const;

/** Login (spec §7 "Login flow"): customers by send_otp/confirm_otp, astrologers by user_*, admins by login. */
export const loginCatalogue = [
  post('login', 'send_otp', 'public', 'Send a login OTP to a mobile number', { body: loginSchemas.sendOtp, response: otpSent, refusals: sendRefusals }),
  post('login', 'confirm_otp', 'public', 'Verify the OTP and start a session', { body: loginSchemas.confirmOtp, response: one(loginUserDetails), refusals: confirmRefusals }),
  // Astrologer and admin sends answer alike for every number, and send their SMS in the background
  // (docs/login.md, "Role-gated logins"): no refusal, not even a failed SMS, tells who holds the role.
  post('login', 'user_send_otp', 'public', 'Send a login OTP to an astrologer', { body: loginSchemas.sendOtp, response: otpSent, refusals: limitRefusals }),
  post('login', 'user_confirm_otp', 'public', 'Verify an astrologer OTP and start a session', { body: loginSchemas.confirmOtp, response: one(loginUserDetails), refusals: confirmRefusals }),
  post('login', 'login', 'public', 'Admin login by phone OTP: send step {numbers, route} or confirm step {otp, user_id}', {
    body: loginSchemas.adminLogin,
    response: { data: z.union([otpSentView, loginUserDetails]), fields: otpSentView.partial() },
    refusals: [...limitRefusals, ...confirmRefusals],
  }),
  post('login', 'logout', 'customer', 'End the current session', { response: nothing }),
  route('login', 'dev_otp_outbox', 'GET', '/api/dev/otp-outbox', 'command', 'public', 'Development only: OTPs the development SMS outbox holds for a number', {
    query: devOutboxQuery,
    response: one(devOutboxView),
    refusals: ['api.not_found'],
  }),
] as const;
