import { routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { DeleteKundli, SaveKundli } from './commands/kundli-commands.js';

/** Saved kundlis (docs/astrology.md). The catalogue has checked the session and the body. */
export function kundliRoutes(commandBus: CommandBus) {
  return routeHandlers({
    create_kundli: async (call) => {
      const { view, created, position } = await commandBus.execute(new SaveKundli(call.actor.id, call.body, commandMetadata(call.actor, call.correlationId)));
      return { status: created ? 201 : 200, data: view, position };
    },
    delete_kundli: async (call) => {
      const { position } = await commandBus.execute(new DeleteKundli(call.actor.id, call.params.id, commandMetadata(call.actor, call.correlationId)));
      return { data: { id: call.params.id.toLowerCase() }, position };
    },
  });
}
