import type { AstrologerProfileView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

export type AstrologerProfile = AstrologerProfileView;

/** GET /api/get_single_astrologer/{id}: a listed astrologer's public profile (404 for anyone not listed). */
export function getAstrologerProfile(id: string, signal?: AbortSignal): Promise<ApiResult<AstrologerProfile>> {
  return callApi<AstrologerProfile>('get_single_astrologer', { params: { id }, ...(signal ? { signal } : {}) });
}
