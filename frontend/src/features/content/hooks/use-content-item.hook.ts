import { useApiLoad } from '../../../lib/use-api-load.hook';
import type { CollectionFamily, SectionFamily } from '../content-sections';
import { getAlbum, getCollection, getContentItem } from '../api/get-content-item.api';

/** One item of a section by slug or id. */
export const useContentItem = (family: SectionFamily, slug: string) => useApiLoad(`${family}:${slug}`, (signal) => getContentItem(family, slug, signal));

/** One collection by slug or id. */
export const useCollection = (family: CollectionFamily, slug: string) => useApiLoad(`${family}:${slug}`, (signal) => getCollection(family, slug, signal));

/** A gallery album with its photos. */
export const useAlbum = (slug: string) => useApiLoad(`album:${slug}`, (signal) => getAlbum(slug, signal));
