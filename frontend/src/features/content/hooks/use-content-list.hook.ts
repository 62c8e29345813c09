import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getContentList, type ListRequest } from '../api/get-content-list.api';
import { listSearch } from '../lib/list-filters';

/** The page of a family's items the request names. */
export function useContentList<T>(request: ListRequest): [ApiLoad<T[]>, () => void] {
  const key = `${request.family}:${request.sort}:${request.limit ?? ''}:${request.collectionId ?? ''}${listSearch(request.filters)}`;
  return useApiLoad(key, (signal) => getContentList<T>(request, signal));
}
