import type { ContentItem } from '@nakshatra/contracts';

/** A pooja as the query side serves it (the fields of the `pooja_booking` content family); money in paise. */
export interface Pooja extends ContentItem {
  readonly summary?: string;
  /** Rich text, cleaned on write; the SPA cleans it again before rendering. */
  readonly body?: string;
  readonly image_url?: string;
  readonly price: number;
  readonly duration_min: number;
  readonly temple: string;
  readonly benefits: readonly string[];
}
