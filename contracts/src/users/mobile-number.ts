/** Spec §5 and §9: a mobile number is 10 digits. */
export const MOBILE_PATTERN = /^\d{10}$/;

/** Indian mobile numbers begin with 6, 7, 8 or 9 (the national numbering plan); others can never receive an OTP. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export const INDIA_DIAL_CODE = '+91';

/**
 * Whether a number could be a mobile in that country: 10 digits, and for India a first digit of
 * 6–9. The login popup and the server both ask this, and refuse with spec §5's 10-digit message.
 */
export const isPossibleMobile = (countryCode: string, digits: string): boolean =>
  countryCode === INDIA_DIAL_CODE ? INDIAN_MOBILE.test(digits) : MOBILE_PATTERN.test(digits);
