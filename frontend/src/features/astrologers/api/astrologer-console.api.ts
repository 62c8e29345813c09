import type { AstrologerStandingView } from '@nakshatra/contracts';
import { DEFAULT_COUNTRY_CODE } from '../../../config/app-constants';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** POST /api/user_send_otp: an OTP to a number that holds the astrologer role (an admin's approval grants it). */
export const sendAstrologerOtp = (numbers: string): Promise<ApiResult<{ user_id: string }>> =>
  callApi<{ user_id: string }>('user_send_otp', { body: { numbers, country_code: DEFAULT_COUNTRY_CODE } });

export interface AstrologerDetails {
  readonly id: string;
  readonly status: string;
  readonly role?: string;
  readonly [field: string]: unknown;
}

/** POST /api/user_confirm_otp: sets the astrologer session cookie and answers the user details the userDetails cookie keeps. */
export const confirmAstrologerOtp = (otp: string, userId: string): Promise<ApiResult<AstrologerDetails>> =>
  callApi<AstrologerDetails>('user_confirm_otp', { body: { otp, user_id: userId } });

/** POST /api/update_astrologer_status: the astrologer's own switch, online or offline. */
export const setAvailability = (status: 'online' | 'offline'): Promise<ApiResult<AstrologerStandingView>> =>
  callApi<AstrologerStandingView>('update_astrologer_status', { body: { status } });
