import type { AstrologerCardView, AstrologerLiveStatus } from '@nakshatra/contracts';

/** Whether an astrologer can take a consultation now. */
export type AstrologerStatus = AstrologerLiveStatus;

/**
 * An astrologer as get_astrologer and the home page list them (docs/astrologers.md): skills and
 * languages are the keys of astrologer-options.ts; money is integer paise. Type-only: nothing of
 * contracts' schemas reaches the public chunk.
 */
export type Astrologer = AstrologerCardView;
