import type { RouteQueryInput, UserListItem } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** The filters of the users page, as get_users takes them (empty ones left out). */
export type UserListQuery = RouteQueryInput<'get_users'>;

/** GET /api/get_users: accounts, newest first, with `meta: {page, limit, total}`. */
export const getUsers = (query: UserListQuery, signal?: AbortSignal) => callApi('get_users', { query, signal });

/** PUT /api/update_users/{id}: suspends (`ban`) or reinstates (`active`) an account, with the admin's reason. */
export const setUserStatus = (id: string, status: UserListItem['status'], reason: string) => callApi('update_users', { params: { id }, body: { status, reason } });
