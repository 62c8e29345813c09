import { useApiLoad } from '../../../lib/use-api-load.hook';
import type { CollectionFamily } from '../content-sections';
import { getCollections, getContentList, type ListRequest } from '../api/get-content-list.api';
import { listSearch } from '../lib/list-filters';

/** The page of a section's items the request names. */
export function useContentList(request: ListRequest) {
  const key = `${request.family}:${request.sort}:${request.limit ?? ''}:${request.collectionId ?? ''}${listSearch(request.filters)}`;
  return useApiLoad(key, (signal) => getContentList(request, signal));
}

/** The collections that group a section's items. */
export const useCollections = (family: CollectionFamily) => useApiLoad(`collections:${family}`, (signal) => getCollections(family, signal));
