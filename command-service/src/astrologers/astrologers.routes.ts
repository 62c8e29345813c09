import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { ApplyAsAstrologer } from './commands/apply-as-astrologer/apply-as-astrologer.command.js';
import { DeactivateAstrologer } from './commands/deactivate-astrologer/deactivate-astrologer.command.js';
import { ReviewAstrologer } from './commands/review-astrologer/review-astrologer.command.js';
import { SetAvailability } from './commands/set-availability/set-availability.command.js';

const astrologerIdOf = (id: string): string => {
  if (!isUuid(id)) throw refuse('astrologer.not_found');
  return id.toLowerCase();
};

const meta = (call: Pick<RouteCall, 'actor' | 'correlationId'>) => commandMetadata(call.actor, call.correlationId);

/** The astrologer command calls (docs/astrologers.md). The catalogue has checked the session and the body. */
export function astrologerRoutes(commandBus: CommandBus) {
  return routeHandlers({
    create_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new ApplyAsAstrologer(call.actor.id, call.body, meta(call)));
      return { status: 201, data: view, position };
    },
    update_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new ReviewAstrologer(astrologerIdOf(call.params.id), call.body, meta(call)));
      return { data: view, position };
    },
    delete_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new DeactivateAstrologer(astrologerIdOf(call.params.id), meta(call)));
      return { data: view, position };
    },
    update_astrologer_status: async (call) => {
      const { view, position } = await commandBus.execute(new SetAvailability(call.actor.id, call.body, meta(call)));
      return { data: view, position };
    },
  });
}
