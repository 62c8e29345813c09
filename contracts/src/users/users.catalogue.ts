import { z } from 'zod';
import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, post, put } from '../routes/route-builders.js';
import { updateUserSchema, userListQuery } from './user-schemas.js';
import { userDetailsView, userListItemView } from './user-views.js';

const USERS = { issue: 18, capability: 'customer care: users screen for admins' };

/** Users: customers' own records; admins manage all. */
export const usersCatalogue = [
  get('users', 'get_users', 'admin', 'Accounts, newest first: search by phone or name, filter by role and status (paged)', { query: userListQuery, response: paged(userListItemView) }),
  getOne('users', 'get_single_users', 'owner', 'One user: name, phone, img_url, balance', { response: one(userDetailsView), refusals: ['user.not_found'] }),
  post('users', 'create_users', 'admin', 'Create a user', { body: z.looseObject({}), planned: USERS }),
  put('users', 'update_users', 'owner', "Change a user's profile; admins also suspend or reinstate", {
    body: updateUserSchema,
    response: one(z.strictObject({ id: z.string() })),
    refusals: ['user.not_found', 'user.status_admin_only'],
  }),
  del('users', 'delete_users', 'admin', 'Delete a user', { planned: USERS }),
] as const;
