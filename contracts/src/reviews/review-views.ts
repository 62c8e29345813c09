import type { PageMeta } from '../envelopes.js';
import type { ReviewStatus } from './review-events.js';

/** A review as every call answers it. `status` is always `published` for anyone but admins and the review's customer. */
export interface ReviewView {
  readonly id: string;
  readonly session_id: string;
  readonly astrologer_id: string;
  readonly customer_name: string;
  readonly rating: number;
  readonly comment: string | null;
  readonly status: ReviewStatus;
  readonly created_at: string;
}

/** An astrologer's published reviews at a glance. */
export interface RatingSummary {
  /** Rounded to one decimal; 0 with no reviews. */
  readonly average: number;
  readonly count: number;
  readonly histogram: Readonly<Record<'1' | '2' | '3' | '4' | '5', number>>;
}

/** get_review's meta: paging, and the summary when the list is one astrologer's. */
export interface ReviewPageMeta extends PageMeta {
  readonly summary?: RatingSummary;
}

/** The average of `sum` over `count` ratings, to one decimal. */
export const ratingAverage = (sum: number, count: number): number => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);
