import { z } from 'zod';
import { SITE_LANGUAGES } from '../languages.js';
import { isoTime } from '../routes/response-schemas.js';
import { ACCOUNT_STATUSES, USER_ROLES, USER_STATUSES } from './user-schemas.js';

export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

/** The user-details object the spec stores in the userDetails cookie: what the OTP confirmation answers. */
export const loginUserDetails = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  img_url: z.string(),
  status: userStatus,
  role: z.enum(USER_ROLES),
});
export type LoginUserDetails = z.infer<typeof loginUserDetails>;

/** get_single_users/{id}: the user details with the wallet balance (integer paise) and the profile fields update_users sets. */
export const userDetailsView = loginUserDetails.extend({
  balance: z.number().int(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  /** YYYY-MM-DD. */
  date_of_birth: z.string().nullable(),
  /** The language the user last read the site in, as the SPA recorded it; null until it has (docs/mail.md). */
  language: z.enum(SITE_LANGUAGES).nullable(),
});
export type UserDetails = z.infer<typeof userDetailsView>;

/** send_otp: spec §3's login response carries `user_id` beside `data`. */
export const otpSentView = z.strictObject({ user_id: z.uuid() });

/** What the development SMS outbox holds for a number (never in production). */
export const devOutboxView = z.array(z.strictObject({ numbers: z.string(), otp: z.string(), sent_at: z.string() }));

/** One account in the admin's list (get_users): who it is, what it may do, and whether and why it is suspended. */
export const userListItemView = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  /** With its dial code, e.g. +919876543210. */
  phone: z.string(),
  country_code: z.string(),
  email: z.string().nullable(),
  img_url: z.string(),
  /** `erased`: personal data removed on request (name and phone blank, docs/users.md). */
  status: z.enum(ACCOUNT_STATUSES),
  /** Why it was suspended, reinstated or erased last (the admin's reason); null for an account never any. */
  status_reason: z.string().nullable(),
  roles: z.array(z.enum(USER_ROLES)),
  registered_at: isoTime,
  last_login_at: isoTime.nullable(),
});
export type UserListItem = z.infer<typeof userListItemView>;

/** One login session of an account (get_user_sessions): when, as which role, and whether it is over. */
export const userSessionView = z.strictObject({
  id: z.uuid(),
  role: z.enum(USER_ROLES),
  started_at: isoTime,
  expires_at: isoTime,
  /** When it was ended: a logout, a revoked role, an erasure; null while it may still be used. */
  ended_at: isoTime.nullable(),
});
export type UserSessionView = z.infer<typeof userSessionView>;
