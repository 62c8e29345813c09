import { callApi } from '../../../lib/api-client';
import type { CollectionFamily, ListSort, SectionFamily } from '../content-sections';
import type { ListFilters } from '../lib/list-filters';

export const CONTENT_PAGE_SIZE = 12;

export interface ListRequest {
  readonly family: SectionFamily;
  readonly sort: ListSort;
  readonly filters: ListFilters;
  /** Only the items of one collection (stories of a story collection). */
  readonly collectionId?: string;
  /** Items per page; CONTENT_PAGE_SIZE unless said. */
  readonly limit?: number;
}

/**
 * GET /api/get_X: a page of a section's items, typed by the catalogue as the items of its families
 * (tell them apart by `family`). `status=published` keeps drafts out even for an admin browsing the
 * public site (for visitors the server leaves them out anyway).
 */
export function getContentList({ family, sort, filters, collectionId, limit = CONTENT_PAGE_SIZE }: ListRequest, signal?: AbortSignal) {
  const { page, category, tag, search } = filters;
  return callApi(`get_${family}`, { query: { page, limit, sort, status: 'published', category, tag, search, collection_id: collectionId }, ...(signal ? { signal } : {}) });
}

// Collections are few, and the shelf scrolls sideways: the server's largest page holds them.
const COLLECTIONS_LIMIT = 100;

/** GET /api/get_story_collection: the collections that group a section's items, in their own order. */
export const getCollections = (family: CollectionFamily, signal?: AbortSignal) =>
  callApi(`get_${family}`, { query: { page: 1, limit: COLLECTIONS_LIMIT, sort: 'sort_order', status: 'published' }, ...(signal ? { signal } : {}) });
