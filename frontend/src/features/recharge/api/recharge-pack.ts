import type { ContentItemOf } from '@nakshatra/contracts';

/** A recharge pack (the `price` content family): what the customer pays and the bonus the wallet gets on top, in paise. */
export type RechargePack = ContentItemOf<'price'>;

/** An offer (the `offers` content family), e.g. extra on a first recharge. */
export type Offer = ContentItemOf<'offers'>;
