import type { RouteBodyInput, RouteQueryInput, UserListItem } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** The filters of the users page, as get_users takes them (empty ones left out). */
export type UserListQuery = RouteQueryInput<'get_users'>;

/** GET /api/get_users: accounts, newest first, with `meta: {page, limit, total}`. */
export const getUsers = (query: UserListQuery, signal?: AbortSignal) => callApi('get_users', { query, signal });

/** PUT /api/update_users/{id}: suspends (`ban`) or reinstates (`active`) an account, with the admin's reason. */
export const setUserStatus = (id: string, status: 'active' | 'ban', reason: string) => callApi('update_users', { params: { id }, body: { status, reason } });

/** POST /api/create_users: an account for a phone number, with its name and staff roles. */
export const createUser = (body: RouteBodyInput<'create_users'>) => callApi('create_users', { body });

/** PUT /api/update_user_roles/{id}: grants or revokes the astrologer or admin role. */
export const changeUserRole = (id: string, body: RouteBodyInput<'update_user_roles'>) => callApi('update_user_roles', { params: { id }, body });

/** DELETE /api/delete_users/{id}: erasure on request, with the admin's note of who asked and how. */
export const eraseUser = (id: string, reason: string) => callApi('delete_users', { params: { id }, body: { reason } });

/** GET /api/get_user_sessions/{id}: the account's logins, newest first. */
export const getUserSessions = (id: string, page: number, signal?: AbortSignal) => callApi('get_user_sessions', { params: { id }, query: { page, limit: 10 }, signal });

/** The accounts a table shows, by id (get_users `ids`), so it can name them. */
export const getPeople = (ids: readonly string[], signal?: AbortSignal) => callApi('get_users', { query: { ids: ids.join(','), limit: 100 }, signal });

export type Person = UserListItem;
