import type { SavedKundliView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** GET /api/get_single_kundli/{id}: one of the logged-in user's saved kundlis (404 for anyone else's). */
export const getSingleKundli = (id: string, signal?: AbortSignal): Promise<ApiResult<SavedKundliView>> =>
  callApi<SavedKundliView>('get_single_kundli', { params: { id }, ...(signal ? { signal } : {}) });
