import type { ContentFamilyName } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

export type ContentCounts = Partial<Record<ContentFamilyName, { readonly published: number; readonly draft: number }>>;

/** GET /api/get_content_counts (admins): live items of each family, by status. */
export const getContentCounts = (signal?: AbortSignal): Promise<ApiResult<ContentCounts>> =>
  callApi<ContentCounts>('get_content_counts', signal ? { signal } : {});
