import { callApi, isApiFailure } from '../../../lib/api-client';

export interface SendOtpRequest {
  /** The 10 mobile digits. */
  readonly numbers: string;
  /** Dial code with its plus, e.g. '+91'. */
  readonly countryCode: string;
}

/** The outcome the login popup acts on: the answer's status (spec §7) and, on success, the user id to verify against. */
export interface SendOtpOutcome {
  readonly status: number;
  readonly userId?: string;
}

/** POST /api/send_otp. Rejects when the call itself fails (network), which the popup reports differently (spec §8). */
export async function sendOtp({ numbers, countryCode }: SendOtpRequest): Promise<SendOtpOutcome> {
  const answer = await callApi('send_otp', { body: { numbers, route: 'otp', country_code: countryCode } });
  if (isApiFailure(answer)) return { status: answer.error_status };
  return { status: answer.status, userId: answer.data.user_id };
}
