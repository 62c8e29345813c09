import type { ContentItem } from '@nakshatra/contracts';

/** A site page as the query side serves it (the fields of the `page` content family). */
export interface InfoPage extends ContentItem {
  readonly summary?: string;
  /** Rich text, cleaned on write; the page cleans it again before rendering. */
  readonly body: string;
}
