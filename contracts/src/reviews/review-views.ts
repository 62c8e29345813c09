import { z } from 'zod';
import { isoTime, pageMeta } from '../routes/response-schemas.js';
import { REVIEW_STATUSES } from './review-events.js';

/** A review as every call answers it. `status` is always `published` for anyone but admins and the review's customer. */
export const reviewView = z.strictObject({
  id: z.uuid(),
  session_id: z.uuid(),
  astrologer_id: z.uuid(),
  customer_name: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  created_at: isoTime,
});
export type ReviewView = z.infer<typeof reviewView>;

const stars = z.number().int();

/** An astrologer's published reviews at a glance. */
export const ratingSummary = z.strictObject({
  /** Rounded to one decimal; 0 with no reviews. */
  average: z.number(),
  count: z.number().int(),
  histogram: z.strictObject({ '1': stars, '2': stars, '3': stars, '4': stars, '5': stars }),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** get_review's meta: paging, and the summary when the list is one astrologer's. */
export const reviewPageMeta = pageMeta.extend({ summary: ratingSummary.optional() });
export type ReviewPageMeta = z.infer<typeof reviewPageMeta>;

/** The average of `sum` over `count` ratings, to one decimal. */
export const ratingAverage = (sum: number, count: number): number => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);
