import { DEFAULT_COUNTRY_CODE } from '../../../config/app-constants';
import { callApi } from '../../../lib/api-client';

/** POST /api/user_send_otp: an OTP to a number that holds the astrologer role (an admin's approval grants it). */
export const sendAstrologerOtp = (numbers: string) => callApi('user_send_otp', { body: { numbers, route: 'otp', country_code: DEFAULT_COUNTRY_CODE } });

/** POST /api/user_confirm_otp: sets the astrologer session cookie and answers the user details the userDetails cookie keeps. */
export const confirmAstrologerOtp = (otp: string, userId: string) => callApi('user_confirm_otp', { body: { otp, user_id: userId } });

/** POST /api/update_astrologer_status: the astrologer's own switch, online or offline. */
export const setAvailability = (status: 'online' | 'offline') => callApi('update_astrologer_status', { body: { status } });

/** POST /api/update_astrologer_status: the "take calls" switch (off: chats only, for now). */
export const setTakesCalls = (takesCalls: boolean) => callApi('update_astrologer_status', { body: { takes_calls: takesCalls } });
