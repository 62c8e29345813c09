import type { CreateReview, UpdateReview } from '@nakshatra/contracts';
import type { RouteCall, RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { CreateReviewCommand, ModerateReview } from './commands/review-commands.js';

/** The review command calls (docs/reviews.md). The catalogue has checked the session and the body. */
export function reviewRoutes(commandBus: CommandBus): RouteHandlers {
  const meta = (call: RouteCall) => commandMetadata(call.actor, call.correlationId);
  return {
    create_review: async (call) => {
      const { view, position } = await commandBus.execute(new CreateReviewCommand(call.actor.id, call.body as CreateReview, meta(call)));
      return { status: 201, data: view, position };
    },
    update_review: async (call) => {
      const { view, position } = await commandBus.execute(new ModerateReview(call.params.id!, call.body as UpdateReview, meta(call)));
      return { data: view, position };
    },
  };
}
