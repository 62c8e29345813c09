import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** OTP length of spec §9. */
export const OTP_LENGTH = 6;
/** How long a code is good for. */
export const OTP_TTL_MS = 5 * 60 * 1000;

/**
 * One-time codes are stored only as HMAC-SHA256(key, salt:code): the key comes from the server's
 * secret, so even a leaked event store does not let anyone test the million possible codes.
 */
export class OtpCodes {
  constructor(private readonly key: string) {}

  /** A fresh code and the salt to store its hash with. */
  generate(): { otp: string; salt: string } {
    return { otp: String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'), salt: randomBytes(16).toString('base64url') };
  }

  hash(salt: string, otp: string): string {
    return createHmac('sha256', this.key).update(`${salt}:${otp}`).digest('base64url');
  }

  matches(salt: string, otp: string, hash: string): boolean {
    const given = Buffer.from(this.hash(salt, otp));
    const stored = Buffer.from(hash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}

/** Derives the OTP key from the session secret, so one secret configures both. */
export const otpKeyFrom = (sessionSecret: string): string => createHmac('sha256', sessionSecret).update('nakshatra:otp').digest('hex');
