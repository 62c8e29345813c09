import { callApi } from '../../../lib/api-client';
import type { CollectionFamily, SectionFamily } from '../content-sections';

/** GET /api/get_single_X/{id}: one item of a section by id or slug; 404 when there is none (or it is a draft). */
export const getContentItem = (family: SectionFamily, idOrSlug: string, signal?: AbortSignal) =>
  callApi(`get_single_${family}`, { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });

/** GET /api/get_single_story_collection/{id}: one collection by id or slug. */
export const getCollection = (family: CollectionFamily, idOrSlug: string, signal?: AbortSignal) =>
  callApi(`get_single_${family}`, { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });

/** GET /api/get_single_gallery_collection/{id}: an album by id or slug, with its published photos. */
export const getAlbum = (idOrSlug: string, signal?: AbortSignal) => callApi('get_single_gallery_collection', { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });
