import type { Gender } from '../lib/astrologer-options';

/** Whether an astrologer can take a consultation now. */
export type AstrologerStatus = 'online' | 'busy' | 'offline';

/**
 * An astrologer as get_astrologer lists them: the fields issue #7 serves for the consultation
 * lists. Skills and languages are the keys of astrologer-options.ts; money is integer paise.
 */
export interface Astrologer {
  readonly id: string;
  readonly name: string;
  readonly img_url: string;
  readonly gender?: Gender;
  readonly skills: readonly string[];
  readonly languages: readonly string[];
  readonly experience_years: number;
  readonly price_per_min: number;
  /** The average review, 0 to 5. */
  readonly rating: number;
  /** How many consultations the astrologer has given. */
  readonly orders: number;
  readonly status: AstrologerStatus;
}
