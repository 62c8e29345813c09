import type { ContentItemOf } from '@nakshatra/contracts';

/** A pooja as the query side serves it (the `pooja_booking` content family); money in paise. */
export type Pooja = ContentItemOf<'pooja_booking'>;
