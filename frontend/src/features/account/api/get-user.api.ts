import { callApi, type ApiResult } from '../../../lib/api-client';

/** The user record the header reads (spec §3): balance is integer paise. */
export interface UserRecord {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly img_url: string;
  readonly balance: number;
  readonly status: string;
  readonly role?: string;
  readonly email?: string;
}

export const getUser = (id: string, signal?: AbortSignal): Promise<ApiResult<UserRecord>> =>
  callApi<UserRecord>('get_single_users', { params: { id }, ...(signal ? { signal } : {}) });
