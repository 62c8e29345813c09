import { z } from 'zod';
import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, post, put } from '../routes/route-builders.js';
import { createUserSchema, eraseUserSchema, updateUserRolesSchema, updateUserSchema, userListQuery, userSessionsQuery } from './user-schemas.js';
import { userDetailsView, userListItemView, userSessionView } from './user-views.js';

const written = one(z.strictObject({ id: z.uuid() }));

/** Users: customers' own records; admins manage all. */
export const usersCatalogue = [
  get('users', 'get_users', 'admin', 'Accounts, newest first: search by phone or name, filter by role and status (paged)', { query: userListQuery, response: paged(userListItemView) }),
  getOne('users', 'get_single_users', 'owner', 'One user: name, phone, img_url, balance', { response: one(userDetailsView), refusals: ['user.not_found'] }),
  post('users', 'create_users', 'admin', 'Add a customer or staff member by phone, with their name and roles', { body: createUserSchema, response: written, refusals: ['user.phone_taken'] }),
  put('users', 'update_users', 'owner', "Change a user's profile; admins also suspend or reinstate", {
    body: updateUserSchema,
    response: one(z.strictObject({ id: z.string() })),
    refusals: ['user.not_found', 'user.status_admin_only', 'user.erased'],
  }),
  put('users', 'update_user_roles', 'admin', 'Grant or revoke the astrologer or admin role; a revoked role ends its sessions', {
    body: updateUserRolesSchema,
    response: written,
    refusals: ['user.not_found', 'user.erased', 'user.own_account'],
  }),
  del('users', 'delete_users', 'admin', "Erase an account on request: personal data removed everywhere, money records kept; refused while the wallet holds money", {
    body: eraseUserSchema,
    response: written,
    refusals: ['user.not_found', 'user.erased', 'user.own_account', 'user.erase_wallet_not_empty', 'user.erase_recharge_pending', 'user.erase_money_unsettled', 'user.erase_staff'],
  }),
  getOne('users', 'get_user_sessions', 'admin', "An account's login sessions, newest first (paged)", { query: userSessionsQuery, response: paged(userSessionView), refusals: ['user.not_found'] }),
] as const;
