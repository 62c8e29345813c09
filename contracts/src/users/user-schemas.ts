import { z } from 'zod';
import { SITE_LANGUAGES } from '../languages.js';
import { dialCode, mobileDigits, possibleMobile } from './login-schemas.js';

/** An account is active, or suspended by an admin (`ban`, the spec's word: the Account Suspended overlay). */
export const USER_STATUSES = ['active', 'ban'] as const;
/** What the admin's list shows: an account also ends erased (delete_users), its personal data gone. */
export const ACCOUNT_STATUSES = [...USER_STATUSES, 'erased'] as const;
/** The roles an account can hold; every account is a customer. */
export const USER_ROLES = ['customer', 'astrologer', 'admin'] as const;
/** The roles an admin grants and revokes (update_user_roles); `customer` is every account's. */
export const STAFF_ROLES = ['astrologer', 'admin'] as const;

const reason = z.string().trim().min(3).max(500);

/**
 * update_users/{id}: a user changes their own profile; an admin may also suspend (`status: "ban"`)
 * or reinstate (`status: "active"`) an account, always with a reason.
 */
export const updateUserSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(200).nullable(),
    img_url: z.string().trim().max(2000),
    gender: z.enum(['male', 'female', 'other']),
    date_of_birth: z.iso.date(),
    /** The language the user reads the site in; the SPA records it at login and at each switch, and mail speaks it (docs/mail.md). */
    language: z.enum(SITE_LANGUAGES),
    status: z.enum(USER_STATUSES),
    reason,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'field.no_change' })
  .refine((patch) => patch.status === undefined || patch.reason !== undefined, { message: 'field.status_reason', path: ['reason'] });

export type UpdateUser = z.infer<typeof updateUserSchema>;


/**
 * get_users: the admin's list of accounts, newest first. `search` finds a phone number (any part of
 * its digits) or a name (any part, any case); `status` filters; `role` lists the astrologers, the
 * admins, or the customers who are neither; `ids` (comma-separated) names the accounts a back-office
 * table shows, so it can say who they are by name and phone.
 */
export const userListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  ids: z
    .string()
    .trim()
    .max(100 * 37)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(100))
    .optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** create_users: an admin adds a customer (no roles) or a staff member by phone, with their name. */
export const createUserSchema = z
  .strictObject({
    numbers: mobileDigits,
    country_code: dialCode,
    name: z.string().trim().min(1).max(100),
    roles: z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length).default([]),
  })
  .check(possibleMobile);
export type CreateUser = z.infer<typeof createUserSchema>;

/** update_user_roles/{id}: grant or revoke one staff role. */
export const updateUserRolesSchema = z.strictObject({ role: z.enum(STAFF_ROLES), action: z.enum(['grant', 'revoke']) });
export type UpdateUserRoles = z.infer<typeof updateUserRolesSchema>;

/** delete_users/{id}: erasure on request, with the admin's note of who asked and how (kept for the record). */
export const eraseUserSchema = z.strictObject({ reason });
export type EraseUser = z.infer<typeof eraseUserSchema>;

/** get_user_sessions/{id}: an account's login sessions, newest first. */
export const userSessionsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
