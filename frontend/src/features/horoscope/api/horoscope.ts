import type { ContentItemOf } from '@nakshatra/contracts';

/** A horoscope as the query side serves it (the `horoscope` content family); its body is rich text, cleaned again before rendering. */
export type Horoscope = ContentItemOf<'horoscope'>;
