import { callApi, isApiFailure } from '../../../lib/api-client';

/** The user details the verification returns, stored as the userDetails cookie (spec §3). */
export interface VerifiedUser {
  readonly id: string;
  readonly status: string;
  readonly [field: string]: unknown;
}

export interface ConfirmOtpOutcome {
  readonly status: number;
  readonly user?: VerifiedUser;
}

/** POST /api/confirm_otp. Rejects when the call itself fails (network). */
export async function confirmOtp(otp: string, userId: string): Promise<ConfirmOtpOutcome> {
  const answer = await callApi<VerifiedUser>('confirm_otp', { body: { otp, user_id: userId } });
  if (isApiFailure(answer)) return { status: answer.error_status };
  return { status: answer.status, user: answer.data };
}
