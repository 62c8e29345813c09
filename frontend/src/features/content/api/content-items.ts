import type { ContentItemOf, RouteData } from '@nakshatra/contracts';
import type { ArticleFamily, CollectionFamily, DatedFamily, SectionFamily } from '../content-sections';

/** Content items as the query side serves them, typed by the catalogue (ContentItemOf); `family` tells them apart. */
export type SectionItem = ContentItemOf<SectionFamily>;
export type ArticleItem = ContentItemOf<ArticleFamily>;
/** Vrat and festivals: articles that fall on a day. */
export type DatedItem = ContentItemOf<DatedFamily>;
export type PodcastItem = ContentItemOf<'podcast'>;
export type VideoItem = ContentItemOf<'video'>;
/** Gallery albums (family `collection`) and story collections. */
export type CollectionItem = ContentItemOf<'collection' | CollectionFamily>;
export type GalleryItem = ContentItemOf<'gallery'>;
/** get_single_gallery_collection: the album with its published gallery items. */
export type Album = RouteData<'get_single_gallery_collection'>;

/**
 * What an item's meta line and page frame show. Every section's item has these fields or leaves
 * them out (a podcast has no deity), so each one is an ItemFacts as it is.
 */
export interface ItemFacts {
  readonly id: string;
  readonly title: string;
  readonly summary?: string | undefined;
  readonly category?: string | undefined;
  readonly tags?: readonly string[] | undefined;
  /** Aarti: whose aarti it is. */
  readonly deity?: string | undefined;
  /** Vrat and festivals: the day it falls on (a plain date, the day in India). */
  readonly date?: string | undefined;
  readonly published_at?: string | undefined;
  readonly created_at: string;
  /** Stories: the collection the story belongs to. */
  readonly collection_id?: string | undefined;
}

const NOT_ARTICLES: ReadonlySet<string> = new Set(['podcast', 'video', 'collection', 'story_collection', 'testimonial', 'gallery']);

/** Whether an item is a written article (its family says so). */
export const isArticle = (item: SectionItem): item is ArticleItem => !NOT_ARTICLES.has(item.family);
