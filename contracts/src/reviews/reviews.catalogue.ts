import { z } from 'zod';
import { one } from '../routes/response-schemas.js';
import { get, getOne, post, put } from '../routes/route-builders.js';
import { createReviewSchema, reviewListQuery, updateReviewSchema } from './review-schemas.js';
import { reviewPageMeta, reviewView } from './review-views.js';

/** Reviews of consultations (docs/reviews.md). */
export const reviewsCatalogue = [
  get('review', 'get_review', 'public', 'Published reviews, newest first: astrologer_id (with a rating summary), rating, session_id (paged; admins see hidden ones)', {
    query: reviewListQuery,
    response: { data: z.array(reviewView), meta: reviewPageMeta },
  }),
  getOne('review', 'get_single_review', 'public', 'One published review (admins: any)', { response: one(reviewView), refusals: ['review.not_found'] }),
  post('review', 'create_review', 'customer', "The session's customer reviews a finished consultation, once", {
    body: createReviewSchema,
    response: one(reviewView),
    refusals: ['chat.not_found', 'review.customer_only', 'review.not_ended', 'review.already_reviewed'],
  }),
  put('review', 'update_review', 'admin', 'Publish or hide a review', { body: updateReviewSchema, response: one(reviewView), refusals: ['review.not_found'] }),
] as const;
