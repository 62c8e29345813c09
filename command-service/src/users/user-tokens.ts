/** Nest injection tokens of what the users capability needs from outside. */
export const OTP_CODES = Symbol('OtpCodes');
export const RATE_LIMITER = Symbol('RateLimiter');
