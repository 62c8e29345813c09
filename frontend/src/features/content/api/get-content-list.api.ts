import { callApi, type ApiResult, type QueryValue } from '../../../lib/api-client';
import type { ListSort } from '../content-sections';
import type { ListFilters } from '../lib/list-filters';

export const CONTENT_PAGE_SIZE = 12;

export interface ListRequest {
  readonly family: string;
  readonly sort: ListSort;
  readonly filters: ListFilters;
  /** Only the items of one collection (stories of a story collection). */
  readonly collectionId?: string;
  /** Items per page; CONTENT_PAGE_SIZE unless said. */
  readonly limit?: number;
}

/**
 * GET /api/get_X: a page of a family's items. `status=published` keeps drafts out even for an
 * admin browsing the public site (for visitors the server leaves them out anyway).
 */
export function getContentList<T>({ family, sort, filters, collectionId, limit = CONTENT_PAGE_SIZE }: ListRequest, signal?: AbortSignal): Promise<ApiResult<T[]>> {
  const { page, category, tag, search } = filters;
  const query: Record<string, QueryValue> = { page, limit, sort, status: 'published', category, tag, search, collection_id: collectionId };
  return callApi<T[]>(`get_${family}`, { query, ...(signal ? { signal } : {}) });
}
