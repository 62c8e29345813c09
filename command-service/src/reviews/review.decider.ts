import { reviewerName, type ReviewCreated, type ReviewEvent, type ReviewStatus } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import { existingChat, participantOf, type ChatState } from '../chat/chat.decider.js';
import type { Decider } from '../shared/decider.js';

/**
 * The review of one consultation (`review-<sessionId>`): created published, then hidden or
 * published again by admins. Whether the caller may review is decided from the session's own
 * events (the chat state comes in with the command), so the decider stays pure.
 */
export type ReviewState = { readonly status: 'absent' } | { readonly status: ReviewStatus; readonly review: ReviewCreated };
export type ExistingReview = Exclude<ReviewState, { readonly status: 'absent' }>;

export type ReviewCommand =
  | {
      readonly type: 'Create';
      readonly userId: string;
      /** The session's state, folded from `chat-<sessionId>` by the chat decider. */
      readonly chat: ChatState;
      readonly rating: number;
      readonly comment: string | null;
      readonly at: Date;
    }
  | { readonly type: 'Moderate'; readonly status: ReviewStatus; readonly reason: string | null; readonly at: Date };

export function existingReview(state: ReviewState): ExistingReview {
  if (state.status === 'absent') throw refuse('review.not_found');
  return state;
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewCreated':
        return { status: 'published', review: event.data };
      case 'ReviewHidden':
        return state.status === 'absent' ? state : { ...state, status: 'hidden' };
      case 'ReviewPublished':
        return state.status === 'absent' ? state : { ...state, status: 'published' };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Create': {
        // A stranger learns nothing: the session "does not exist" for them (404), as in the chat calls.
        const chat = existingChat(command.chat);
        if (participantOf(chat, command.userId) !== 'customer') throw refuse('review.customer_only');
        if (chat.status !== 'ended' || chat.acceptedAt === null) throw refuse('review.not_ended');
        if (state.status !== 'absent') throw refuse('review.already_reviewed');
        const { sessionId, astrologerId, customerId, intake } = chat.request;
        return [
          {
            type: 'ReviewCreated',
            data: {
              reviewId: sessionId,
              sessionId,
              astrologerId,
              customerId,
              customerName: reviewerName(intake.name),
              rating: command.rating,
              comment: command.comment,
              createdAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'Moderate': {
        const current = existingReview(state);
        if (current.status === command.status) return [];
        const data = { reviewId: current.review.reviewId, astrologerId: current.review.astrologerId, rating: current.review.rating, reason: command.reason, at: command.at.toISOString() };
        return [command.status === 'hidden' ? { type: 'ReviewHidden', data } : { type: 'ReviewPublished', data }];
      }
    }
  },
};
