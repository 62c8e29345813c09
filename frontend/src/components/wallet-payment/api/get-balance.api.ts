import { callApi, type ApiResult } from '../../../lib/api-client';

/** The part of the user record a payment from the wallet shows: the balance in paise. */
export interface WalletUser {
  readonly id: string;
  readonly balance: number;
}

/** GET /api/get_single_users/{id}: the logged-in user's own record, as the header and the wallet page read it. */
export const getBalance = (userId: string, signal?: AbortSignal): Promise<ApiResult<WalletUser>> =>
  callApi<WalletUser>('get_single_users', { params: { id: userId }, ...(signal ? { signal } : {}) });
