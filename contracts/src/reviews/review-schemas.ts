import { z } from 'zod';
import { sanitizeChatText } from '../chat/chat-text.js';

export const REVIEW_COMMENT_MAX = 1000;

const required = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : message);

/** create_review: the session's customer rates a finished consultation. */
export const createReviewSchema = z.strictObject({
  session_id: z.uuid({ error: required('must be an id') }),
  rating: z.number({ error: required('must be a whole number from 1 to 5') }).int('must be a whole number from 1 to 5').min(1, 'must be at least 1').max(5, 'must be at most 5'),
  comment: z
    .string({ error: 'must be text' })
    .transform(sanitizeChatText)
    .pipe(z.string().max(REVIEW_COMMENT_MAX, `must be at most ${REVIEW_COMMENT_MAX} characters`))
    .nullish(),
});
export type CreateReview = z.infer<typeof createReviewSchema>;

/** update_review/{id}: an admin publishes or hides a review. */
export const updateReviewSchema = z.strictObject({
  status: z.enum(['published', 'hidden'], { error: required('must be published or hidden') }),
  reason: z.string({ error: 'must be text' }).trim().max(300, 'must be at most 300 characters').optional(),
});
export type UpdateReview = z.infer<typeof updateReviewSchema>;

/**
 * get_review: published reviews, newest first. `session_id` lets the session's customer see their
 * own review whatever its status (the chat screen asks whether a session is reviewed already).
 */
export const reviewListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50, 'must be at most 50').default(10),
  astrologer_id: z.uuid('must be an id').optional(),
  session_id: z.uuid('must be an id').optional(),
  rating: z.coerce.number().int('must be a whole number from 1 to 5').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').optional(),
  /** Admins only; others always get published reviews. */
  status: z.enum(['published', 'hidden'], { error: 'must be published or hidden' }).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;
