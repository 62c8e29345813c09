import type { LoginUserDetails } from '@nakshatra/contracts';
import { callApi, isApiFailure } from '../../../lib/api-client';

export interface ConfirmOtpOutcome {
  readonly status: number;
  /** The user details the verification returns, stored as the userDetails cookie (spec §3). */
  readonly user?: LoginUserDetails;
}

/** POST /api/confirm_otp. Rejects when the call itself fails (network). */
export async function confirmOtp(otp: string, userId: string): Promise<ConfirmOtpOutcome> {
  const answer = await callApi('confirm_otp', { body: { otp, user_id: userId } });
  if (isApiFailure(answer)) return { status: answer.error_status };
  return { status: answer.status, user: answer.data };
}
