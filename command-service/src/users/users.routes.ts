import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { UpdateUser } from './commands/update-user/update-user.command.js';

/** update_users/{id}: the catalogue lets only the user themself or an admin through. */
export function usersRoutes(commandBus: CommandBus) {
  return routeHandlers({
    update_users: async (call) => {
      const id = call.params.id;
      if (!isUuid(id)) throw refuse('user.not_found');
      const { position } = await commandBus.execute(new UpdateUser(id.toLowerCase(), call.body, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
  });
}
