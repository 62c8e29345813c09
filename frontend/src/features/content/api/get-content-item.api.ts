import { callApi, type ApiResult } from '../../../lib/api-client';
import type { Album } from './content-items';

/** GET /api/get_single_X/{id}: one item by id or slug; 404 when there is none (or it is a draft). */
export const getContentItem = <T>(family: string, idOrSlug: string, signal?: AbortSignal): Promise<ApiResult<T>> =>
  callApi<T>(`get_single_${family}`, { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });

/** GET /api/get_single_gallery_collection/{id}: an album by id or slug, with its published photos. */
export const getAlbum = (idOrSlug: string, signal?: AbortSignal): Promise<ApiResult<Album>> =>
  callApi<Album>('get_single_gallery_collection', { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });
