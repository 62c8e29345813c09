import type { ContentItem } from '@nakshatra/contracts';

/** A product as the query side serves it (the fields of the `products` content family); money in paise. */
export interface Product extends ContentItem {
  readonly summary?: string;
  /** Rich text, cleaned on write; the SPA cleans it again before rendering. */
  readonly body?: string;
  readonly price: number;
  /** The maximum retail price, never below the price. */
  readonly mrp: number;
  readonly stock: number;
  readonly images: readonly string[];
  readonly category_id?: string;
}

/** A product category (the `product_category` content family). */
export interface ProductCategory extends ContentItem {
  readonly summary?: string;
  readonly image_url?: string;
}
