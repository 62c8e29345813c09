import type { ContentItemOf } from '@nakshatra/contracts';

/** A site page as the query side serves it (the `page` content family); its body is rich text, cleaned again before rendering. */
export type InfoPage = ContentItemOf<'page'>;
