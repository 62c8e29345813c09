import type { AstrologerProfileView } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

export type AstrologerProfile = AstrologerProfileView;

/** GET /api/get_single_astrologer/{id}: a listed astrologer's public profile (404 for anyone not listed). */
export const getAstrologerProfile = (id: string, signal?: AbortSignal) => callApi('get_single_astrologer', { params: { id }, ...(signal ? { signal } : {}) });
