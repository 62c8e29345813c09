import { z } from 'zod';
import { sanitizeChatText } from '../chat/chat-text.js';

export const REVIEW_COMMENT_MAX = 1000;

/** create_review: the session's customer rates a finished consultation. */
export const createReviewSchema = z.strictObject({
  session_id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().transform(sanitizeChatText).pipe(z.string().max(REVIEW_COMMENT_MAX)).nullish(),
});
export type CreateReview = z.infer<typeof createReviewSchema>;

/** update_review/{id}: an admin publishes or hides a review. */
export const updateReviewSchema = z.strictObject({
  status: z.enum(['published', 'hidden']),
  reason: z.string().trim().max(300).optional(),
});
export type UpdateReview = z.infer<typeof updateReviewSchema>;

/**
 * get_review: published reviews, newest first. `session_id` lets the session's customer see their
 * own review whatever its status (the chat screen asks whether a session is reviewed already).
 */
export const reviewListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  astrologer_id: z.uuid().optional(),
  session_id: z.uuid().optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** Admins only; others always get published reviews. */
  status: z.enum(['published', 'hidden']).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;
