import type { ContentItem } from '@nakshatra/contracts';

/** A recharge pack (the `price` content family): what the customer pays and the bonus the wallet gets on top, in paise. */
export interface RechargePack extends ContentItem {
  readonly amount: number;
  readonly bonus_amount: number;
  readonly popular: boolean;
}

/** An offer (the `offers` content family), e.g. extra on a first recharge. */
export interface Offer extends ContentItem {
  readonly summary?: string;
  readonly image_url?: string;
  readonly code?: string;
  readonly bonus_percent: number;
  readonly valid_until?: string;
}
