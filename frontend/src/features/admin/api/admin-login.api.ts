import { DEFAULT_COUNTRY_CODE } from '../../../config/app-constants';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** POST /api/login, send step: an OTP to an admin's number; answers `{status:200, user_id}` (403 for any other number). */
export const requestAdminOtp = (numbers: string): Promise<ApiResult<{ user_id: string }>> =>
  callApi<{ user_id: string }>('login', { body: { numbers, route: 'otp', country_code: DEFAULT_COUNTRY_CODE } });

/** The user details the confirm step answers with, kept in the userDetails cookie as the customer login keeps them. */
export interface AdminDetails {
  readonly id: string;
  readonly status: string;
  readonly role?: string;
  readonly [field: string]: unknown;
}

/** POST /api/login, confirm step: sets the HttpOnly session cookie and answers the user's details. */
export const confirmAdminOtp = (otp: string, userId: string): Promise<ApiResult<AdminDetails>> =>
  callApi<AdminDetails>('login', { body: { otp, user_id: userId } });
