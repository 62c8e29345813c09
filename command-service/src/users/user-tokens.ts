/** Nest injection tokens of what the users capability needs from outside. */
export const OTP_CODES = Symbol('OtpCodes');
export const RATE_LIMITER = Symbol('RateLimiter');
/** Where a logout lists its session so that reads refuse it at once (platform's SessionRevocations). */
export const SESSION_REVOCATIONS = Symbol('SessionRevocations');
