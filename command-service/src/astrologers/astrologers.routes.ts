import { isUuid, type CreateAstrologer, type UpdateAstrologer, type UpdateAstrologerStatus } from '@nakshatra/contracts';
import { notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { ApplyAsAstrologer } from './commands/apply-as-astrologer/apply-as-astrologer.command.js';
import { DeactivateAstrologer } from './commands/deactivate-astrologer/deactivate-astrologer.command.js';
import { ReviewAstrologer } from './commands/review-astrologer/review-astrologer.command.js';
import { SetAvailability } from './commands/set-availability/set-availability.command.js';

const astrologerIdOf = (call: RouteCall): string => {
  const id = call.params.id!;
  if (!isUuid(id)) throw notFound('Astrologer not found');
  return id.toLowerCase();
};

/** The astrologer command calls (docs/astrologers.md). The catalogue has checked the session and the body. */
export function astrologerRoutes(commandBus: CommandBus): RouteHandlers {
  const meta = (call: RouteCall) => commandMetadata(call.actor, call.correlationId);
  return {
    create_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new ApplyAsAstrologer(call.actor.id, call.body as CreateAstrologer, meta(call)));
      return { status: 201, data: view, position };
    },
    update_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new ReviewAstrologer(astrologerIdOf(call), call.body as UpdateAstrologer, meta(call)));
      return { data: view, position };
    },
    delete_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new DeactivateAstrologer(astrologerIdOf(call), meta(call)));
      return { data: view, position };
    },
    update_astrologer_status: async (call) => {
      const { view, position } = await commandBus.execute(new SetAvailability(call.actor.id, (call.body as UpdateAstrologerStatus).status, meta(call)));
      return { data: view, position };
    },
  };
}
