import { isUuid } from '@nakshatra/contracts';
import { notFound, type RouteHandlers } from '@nakshatra/platform';
import type { UsersRepository } from './users.repository.js';

/** get_single_users/{id}: the catalogue lets only the user themself or an admin through. Not cached: it carries the balance. */
export function usersQueryRoutes(users: UsersRepository, awaitFresh: (projection: string, minPosition: string) => Promise<boolean>): RouteHandlers {
  return {
    get_single_users: async (call) => {
      const id = call.params.id!;
      if (!isUuid(id)) throw notFound('User not found');
      if (call.minPosition !== undefined) await Promise.all([awaitFresh('users', call.minPosition), awaitFresh('wallets', call.minPosition)]);
      const user = await users.findDetails(id.toLowerCase());
      if (!user) throw notFound('User not found');
      return { data: user };
    },
  };
}
