import { chatStreamName, isUuid, reviewStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chatDecider } from '../../chat/chat.decider.js';
import { loadState, runCommand } from '../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../shared/event-store.token.js';
import { existingReview, reviewDecider } from '../review.decider.js';
import { reviewView } from '../review-view.js';
import { CreateReviewCommand, ModerateReview } from './review-commands.js';

/** create_review: reads the session's events, then writes the review stream (whose expected revision makes it one per session). */
@CommandHandler(CreateReviewCommand)
export class CreateReviewHandler implements ICommandHandler<CreateReviewCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, body, meta }: CreateReviewCommand) {
    const sessionId = body.session_id.toLowerCase();
    const chat = await loadState(this.store, chatStreamName(sessionId), chatDecider);
    const comment = body.comment ? body.comment : null;
    const { state, position } = await runCommand(this.store, reviewStreamName(sessionId), reviewDecider, { type: 'Create', userId, chat, rating: body.rating, comment, at: new Date() }, meta);
    return { view: reviewView(existingReview(state)), position };
  }
}

/** update_review/{id}: an admin hides or publishes a review; the same status again writes nothing. */
@CommandHandler(ModerateReview)
export class ModerateReviewHandler implements ICommandHandler<ModerateReview> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ reviewId, body, meta }: ModerateReview) {
    if (!isUuid(reviewId)) throw refuse('review.not_found');
    const command = { type: 'Moderate', status: body.status, reason: body.reason || null, at: new Date() } as const;
    const { state, position } = await runCommand(this.store, reviewStreamName(reviewId.toLowerCase()), reviewDecider, command, meta);
    return { view: reviewView(existingReview(state)), position };
  }
}
