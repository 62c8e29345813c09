import { z } from 'zod';

/** An account is active, or suspended by an admin (`ban`, the spec's word: the Account Suspended overlay). */
export const USER_STATUSES = ['active', 'ban'] as const;
/** The roles an account can hold; every account is a customer. */
export const USER_ROLES = ['customer', 'astrologer', 'admin'] as const;

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
    status: z.enum(USER_STATUSES),
    reason: z.string().trim().min(3).max(500),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'field.no_change' })
  .refine((patch) => patch.status === undefined || patch.reason !== undefined, { message: 'field.status_reason', path: ['reason'] });

export type UpdateUser = z.infer<typeof updateUserSchema>;


/**
 * get_users: the admin's list of accounts, newest first. `search` finds a phone number (any part of
 * its digits) or a name (any part, any case); `status` filters; `role` lists the astrologers, the
 * admins, or the customers who are neither.
 */
export const userListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
