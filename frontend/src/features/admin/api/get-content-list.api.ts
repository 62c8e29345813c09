import type { ContentFamilyName, ContentItem } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

export interface ContentListOptions {
  readonly page?: number;
  readonly limit?: number;
  readonly search?: string;
  readonly status?: string;
  readonly category?: string;
  readonly tag?: string;
  readonly sort?: string;
}

/** GET /api/get_<family>: a page of items (admins see drafts too), with `meta: {page, limit, total}`. */
export function getContentList(family: ContentFamilyName, options: ContentListOptions, signal?: AbortSignal): Promise<ApiResult<ContentItem[]>> {
  // Empty filters are left out: the server's query schema refuses an empty status.
  const query = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined && value !== ''));
  return callApi<ContentItem[]>(`get_${family}`, { query, ...(signal ? { signal } : {}) });
}
