/**
 * Events of a user account, in stream `user-<userId>`. OTPs are never stored: only a salted,
 * keyed hash and the expiry.
 */
export type LoginRole = 'customer' | 'astrologer' | 'admin';

export const USER_STREAM_PREFIX = 'user-';
export const userStreamName = (userId: string): string => `${USER_STREAM_PREFIX}${userId}`;
/** The user whose stream an event of `user-<userId>` is in. */
export const userIdOfStream = (streamName: string): string => streamName.slice(USER_STREAM_PREFIX.length);

export interface UserRegistered {
  readonly userId: string;
  /** E.164, e.g. +919876543210. */
  readonly phone: string;
  readonly countryCode: string;
}
export interface LoginOtpRequested {
  readonly otpId: string;
  readonly purpose: LoginRole;
  readonly salt: string;
  readonly hash: string;
  readonly requestedAt: string;
  readonly expiresAt: string;
  /**
   * An astrologer or admin login asked for a number without that role: the code was recorded like
   * any other (so the number's limits and wrong tries behave exactly alike) but never sent, and it
   * can never log in. Login answers the same either way, so they do not tell who holds a role.
   */
  readonly withheld?: true;
}
export interface LoginOtpRejected {
  readonly otpId: string;
  /** Wrong tries of this code so far. */
  readonly attempts: number;
  /** When: wrong tries of every code of the number count toward OTP_FAILURES_PER_WINDOW. Absent on older events (not counted). */
  readonly rejectedAt?: string;
}
export interface LoginOtpVoided {
  readonly otpId: string;
  readonly reason: 'too_many_attempts';
}
export interface UserLoggedIn {
  readonly sessionId: string;
  readonly role: LoginRole;
  readonly otpId: string;
  readonly expiresAt: string;
}
export interface UserLoggedOut {
  readonly sessionId: string;
}
export interface UserProfileChanged {
  readonly changes: Readonly<Record<string, unknown>>;
}
export interface UserSuspended {
  readonly reason: string;
}
export interface UserReinstated {
  readonly reason: string;
}
/** The roles an admin grants and revokes; every account is a customer. */
export type StaffRole = 'astrologer' | 'admin';

export interface UserRoleGranted {
  readonly role: StaffRole;
}
/** A revoked role also ends the sessions logged in with it (docs/users.md). */
export interface UserRoleRevoked {
  readonly role: StaffRole;
}
/**
 * Erasure on request (docs/users.md): every projection drops or blanks the account's personal data
 * from here on, its sessions end and it never logs in again; money records stay. The number may
 * register afresh, as a new account (`userIdForPhone` with the next generation).
 */
export interface UserErased {
  /** The admin's note of the request (who asked, how), kept for the record. */
  readonly reason: string;
}

export interface UserEventDataByType {
  readonly UserRegistered: UserRegistered;
  readonly LoginOtpRequested: LoginOtpRequested;
  readonly LoginOtpRejected: LoginOtpRejected;
  readonly LoginOtpVoided: LoginOtpVoided;
  readonly UserLoggedIn: UserLoggedIn;
  readonly UserLoggedOut: UserLoggedOut;
  readonly UserProfileChanged: UserProfileChanged;
  readonly UserSuspended: UserSuspended;
  readonly UserReinstated: UserReinstated;
  readonly UserRoleGranted: UserRoleGranted;
  readonly UserRoleRevoked: UserRoleRevoked;
  readonly UserErased: UserErased;
}

export type UserEventType = keyof UserEventDataByType;

/** A user event as deciders and projections see it: the type tells the data. */
export type UserEvent = { [Type in UserEventType]: { readonly type: Type; readonly data: UserEventDataByType[Type] } }[UserEventType];
