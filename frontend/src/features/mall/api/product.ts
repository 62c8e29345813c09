import type { ContentItemOf } from '@nakshatra/contracts';

/** A product as the query side serves it (the `products` content family); money in paise. */
export type Product = ContentItemOf<'products'>;

/** A product category (the `product_category` content family). */
export type ProductCategory = ContentItemOf<'product_category'>;
