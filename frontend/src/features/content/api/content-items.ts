import type { ContentItem } from '@nakshatra/contracts';

/**
 * Content items as the query side serves them: the fields of their families in
 * contracts/src/content/content-families.ts. Only the fields the pages show are named.
 */

/** Blog, news, remedies, vastu, numerology, tarot, aarti, vrat, festivals and stories. */
export interface ArticleItem extends ContentItem {
  readonly summary?: string;
  /** Rich text, cleaned on write; the SPA cleans it again before rendering. */
  readonly body?: string;
  readonly image_url?: string;
  readonly category?: string;
  readonly tags?: readonly string[];
  readonly published_at?: string;
  /** Aarti: whose aarti it is. */
  readonly deity?: string;
  /** Vrat and festivals: the day it falls on (a plain date, the day in India). */
  readonly date?: string;
  /** Stories: the collection the story belongs to. */
  readonly collection_id?: string;
}

export interface PodcastItem extends ContentItem {
  readonly summary?: string;
  readonly image_url?: string;
  readonly category?: string;
  readonly tags?: readonly string[];
  readonly audio_url: string;
  readonly duration_s: number;
}

export interface VideoItem extends ContentItem {
  readonly summary?: string;
  readonly category?: string;
  readonly tags?: readonly string[];
  /** A video file, or a YouTube or Vimeo page. */
  readonly video_url: string;
  readonly thumbnail_url?: string;
}

/** Gallery albums (family `collection`) and story collections. */
export interface CollectionItem extends ContentItem {
  readonly summary?: string;
  readonly image_url?: string;
}

export interface GalleryItem extends ContentItem {
  readonly summary?: string;
  readonly images: readonly string[];
}

/** get_single_gallery_collection: the album with its published gallery items. */
export interface Album extends CollectionItem {
  readonly items: readonly GalleryItem[];
}
