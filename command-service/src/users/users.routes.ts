import type { UpdateUser as UpdateUserInput } from '@nakshatra/contracts';
import { notFound, type RouteHandlers } from '@nakshatra/platform';
import { isUuid } from '@nakshatra/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { UpdateUser } from './commands/update-user/update-user.command.js';

/** update_users/{id}: the catalogue lets only the user themself or an admin through. */
export function usersRoutes(commandBus: CommandBus): RouteHandlers {
  return {
    update_users: async (call) => {
      const id = call.params.id!;
      if (!isUuid(id)) throw notFound('User not found');
      const { position } = await commandBus.execute(new UpdateUser(id.toLowerCase(), call.body as UpdateUserInput, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
  };
}
