import type { ContentItem } from '@nakshatra/contracts';

/** A blog post as the query side serves it (the fields of the `blog` content family). */
export interface BlogPost extends ContentItem {
  readonly summary?: string;
  /** Rich text, cleaned on write; the SPA cleans it again before rendering. */
  readonly body?: string;
  readonly image_url?: string;
  readonly category?: string;
  readonly tags?: readonly string[];
  readonly published_at?: string;
}
