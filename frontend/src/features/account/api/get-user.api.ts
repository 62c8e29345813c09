import type { UserDetails } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** The user record the header reads (spec §3): balance is integer paise. */
export type UserRecord = UserDetails;

export const getUser = (id: string, signal?: AbortSignal) => callApi('get_single_users', { params: { id }, ...(signal ? { signal } : {}) });
