import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { ChangeUserRole } from './commands/change-user-role/change-user-role.command.js';
import { CreateUser } from './commands/create-user/create-user.command.js';
import { EraseUser } from './commands/erase-user/erase-user.command.js';
import { UpdateUser } from './commands/update-user/update-user.command.js';

/** The `{id}` of a user call: ids are lower-case UUIDs, and anything else names no account. */
function userIdParam(id: string): string {
  if (!isUuid(id)) throw refuse('user.not_found');
  return id.toLowerCase();
}

/**
 * update_users/{id}: the catalogue lets only the user themself or an admin through. create_users,
 * update_user_roles/{id} and delete_users/{id}: admins only (docs/users.md).
 */
export function usersRoutes(commandBus: CommandBus) {
  return routeHandlers({
    update_users: async (call) => {
      const id = call.params.id;
      const { position } = await commandBus.execute(new UpdateUser(userIdParam(id), call.body, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
    create_users: async (call) => {
      const { userId, position } = await commandBus.execute(new CreateUser(call.body, commandMetadata(call.actor, call.correlationId)));
      return { data: { id: userId }, position };
    },
    update_user_roles: async (call) => {
      const id = userIdParam(call.params.id);
      const { position } = await commandBus.execute(new ChangeUserRole(id, call.body, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
    delete_users: async (call) => {
      const id = userIdParam(call.params.id);
      const { position } = await commandBus.execute(new EraseUser(id, call.body, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
  });
}
