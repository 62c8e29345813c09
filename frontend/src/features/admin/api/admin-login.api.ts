import { DEFAULT_COUNTRY_CODE } from '../../../config/app-constants';
import { callApi } from '../../../lib/api-client';

/** POST /api/login, send step: an OTP to an admin's number; any other number gets the same answer and no code. */
export const requestAdminOtp = (numbers: string) => callApi('login', { body: { numbers, route: 'otp', country_code: DEFAULT_COUNTRY_CODE } });

/** POST /api/login, confirm step: sets the HttpOnly session cookie and answers the user's details. */
export const confirmAdminOtp = (otp: string, userId: string) => callApi('login', { body: { otp, user_id: userId } });
