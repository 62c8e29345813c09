import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import type { Album } from '../api/content-items';
import { getAlbum, getContentItem } from '../api/get-content-item.api';

/** One item of a family by slug or id. */
export const useContentItem = <T>(family: string, slug: string): [ApiLoad<T>, () => void] =>
  useApiLoad(`${family}:${slug}`, (signal) => getContentItem<T>(family, slug, signal));

/** A gallery album with its photos. */
export const useAlbum = (slug: string): [ApiLoad<Album>, () => void] => useApiLoad(`album:${slug}`, (signal) => getAlbum(slug, signal));
