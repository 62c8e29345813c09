import { createHash } from 'node:crypto';

/** Fixed namespace of Nakshatra user ids (a random v4, chosen once). */
const NAMESPACE = Buffer.from('3f8a6c1e9b2d4e7fa0c5d1b2e3f4a5b6', 'hex');

/**
 * A user's id is derived from their phone number (UUID v5), so registering on first use needs no
 * lookup table and can never create two accounts for one number. A number whose account was erased
 * registers afresh under the next `generation` (docs/users.md): the erased account's records never
 * pass to whoever holds the number next.
 */
export function userIdForPhone(phone: string, generation = 0): string {
  const name = generation === 0 ? phone : `${phone}#${generation}`;
  const bytes = createHash('sha1').update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** E.164 form of the picker's dial code and the 10-digit number. */
export const phoneNumber = (countryCode: string, numbers: string): string => `${countryCode}${numbers}`;
