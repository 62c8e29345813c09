import { z } from 'zod';

/**
 * update_users/{id}: a user changes their own profile; an admin may also suspend (`status: "ban"`)
 * or reinstate (`status: "active"`) an account, always with a reason.
 */
export const updateUserSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'is required').max(100),
    email: z.email('must be an e-mail address').max(200).nullable(),
    img_url: z.string().trim().max(2000),
    gender: z.enum(['male', 'female', 'other']),
    date_of_birth: z.iso.date('must be a date like 1990-04-21'),
    status: z.enum(['active', 'ban']),
    reason: z.string().trim().min(3, 'must say why (at least 3 characters)').max(500),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'must change at least one field' })
  .refine((patch) => patch.status === undefined || patch.reason !== undefined, { message: 'a reason is required to change the status', path: ['reason'] });

export type UpdateUser = z.infer<typeof updateUserSchema>;

/** Default profile values of a new account (spec §2: "Anonymous" or "NA" shows the default avatar). */
export const NEW_USER_NAME = 'Anonymous';
export const NO_IMAGE = 'NA';
