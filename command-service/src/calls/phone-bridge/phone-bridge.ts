/**
 * The phone bridge port: a customer who prefers a normal phone call is rung on their own phone
 * and put through to the astrologer by a click-to-call provider, which later tells us by status
 * callbacks how the call went. The calls capability turns those callbacks into the same billing
 * events as a WebRTC call: `in_progress` → billing starts, a final state → ended.
 */
export interface PhoneBridge {
  /** Which provider this is, for logs and the callback route's path. */
  readonly provider: string;
  /**
   * Asks the provider to ring the customer first and, once they answer, the astrologer. Answers
   * the provider's call id, which the caller records: a callback is about this consultation only
   * if its call id is the recorded one. Throws PhoneBridgeUnavailableError when the provider
   * refuses or cannot be reached.
   */
  connect(request: PhoneBridgeConnectRequest): Promise<PhoneBridgeCall>;
  /**
   * Reads a status callback exactly as it arrived. Throws PhoneBridgeCallbackRefusedError when it
   * is forged (answer 403) or unreadable (answer 400); nothing of the body is trusted before the
   * URL's token is checked.
   */
  parseStatusCallback(callback: PhoneBridgeCallback): Promise<PhoneCallStatus>;
  /** Asks the provider for a call's state: the fallback for a callback that never came. */
  callStatus(callId: string): Promise<PhoneCallStatus>;
}

export interface PhoneBridgeConnectRequest {
  readonly consultationId: string;
  /** E.164 (+919876543210): rung first, so a customer who does not pick up costs the astrologer nothing. */
  readonly customerNumber: string;
  /** E.164: rung once the customer has answered. */
  readonly astrologerNumber: string;
  /** Where the provider posts status callbacks (absolute http(s) URL); the bridge adds its own token to it. */
  readonly callbackUrl: string;
  /** The provider hangs up after this many seconds: what the customer's balance covers. */
  readonly maxDurationS: number;
}

export interface PhoneBridgeCall {
  readonly callId: string;
  /** The callback URL as given to the provider, token included: never log it. */
  readonly statusCallbackUrl: string;
}

/** A status callback as received: the path with its query (`req.url`), the media type and the raw bytes. */
export interface PhoneBridgeCallback {
  readonly url: string;
  readonly contentType: string | undefined;
  readonly rawBody: Buffer;
}

export const PHONE_CALL_STATES = ['ringing', 'in_progress', 'completed', 'failed', 'busy', 'no_answer'] as const;
export type PhoneCallState = (typeof PHONE_CALL_STATES)[number];

/** The states after which nothing more happens on the call: the consultation ends. */
export const isFinalPhoneCallState = (state: PhoneCallState): boolean => state !== 'ringing' && state !== 'in_progress';

/** What the provider says about a call, in its own words translated to ours. Times are ISO 8601 UTC. */
export interface PhoneCallStatus {
  readonly callId: string;
  /** Always set on a verified callback (it is signed into the callback URL); unknown to `callStatus`. */
  readonly consultationId?: string;
  readonly state: PhoneCallState;
  /** When both people were first connected, as far as the provider tells. */
  readonly startedAt?: string;
  readonly endedAt?: string;
  /** Seconds both people were connected: on a final state, the provider's measure of what to bill. */
  readonly durationS?: number;
}

/** The provider refused a request (statusCode: its HTTP status) or could not be reached (null). The caller answers 502; the message never holds a credential. */
export class PhoneBridgeUnavailableError extends Error {
  override readonly name = 'PhoneBridgeUnavailableError';

  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

/** A status callback that is not the provider's (forged: answer 403) or cannot be read (malformed: answer 400). */
export class PhoneBridgeCallbackRefusedError extends Error {
  override readonly name = 'PhoneBridgeCallbackRefusedError';

  constructor(
    readonly reason: 'forged' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}
