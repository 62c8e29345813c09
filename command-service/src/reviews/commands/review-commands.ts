import type { CreateReview, ReviewView, UpdateReview } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/command-metadata.js';

type Answer = { readonly view: ReviewView; readonly position: string | undefined };

/** The caller is the session's user; the decider checks they are its customer. */
export class CreateReviewCommand extends Command<Answer> {
  constructor(
    readonly userId: string,
    readonly body: CreateReview,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class ModerateReview extends Command<Answer> {
  constructor(
    readonly reviewId: string,
    readonly body: UpdateReview,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
