import { routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { CreateReviewCommand, ModerateReview } from './commands/review-commands.js';

const meta = (call: Pick<RouteCall, 'actor' | 'correlationId'>) => commandMetadata(call.actor, call.correlationId);

/** The review command calls (docs/reviews.md). The catalogue has checked the session and the body. */
export function reviewRoutes(commandBus: CommandBus) {
  return routeHandlers({
    create_review: async (call) => {
      const { view, position } = await commandBus.execute(new CreateReviewCommand(call.actor.id, call.body, meta(call)));
      return { status: 201, data: view, position };
    },
    update_review: async (call) => {
      const { view, position } = await commandBus.execute(new ModerateReview(call.params.id, call.body, meta(call)));
      return { data: view, position };
    },
  });
}
