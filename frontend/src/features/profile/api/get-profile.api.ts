import { callApi, type ApiResult } from '../../../lib/api-client';
import type { Profile } from './profile';

/** GET /api/get_single_users/{id}: the logged-in user's own record (the server lets no one else read it). */
export const getProfile = (userId: string, signal?: AbortSignal): Promise<ApiResult<Profile>> =>
  callApi<Profile>('get_single_users', { params: { id: userId }, ...(signal ? { signal } : {}) });
