import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { UsersRepository } from './users.repository.js';

/**
 * get_single_users/{id}: the catalogue lets only the user themself or an admin through. get_users:
 * the admin's list; get_user_sessions/{id}: an account's logins, for admins. None is cached: they
 * carry the balance, a suspension or a revoked role just made.
 */
export function usersQueryRoutes(users: UsersRepository, awaitFresh: (projection: string, minPosition: string) => Promise<boolean>) {
  return routeHandlers({
    get_users: async (call) => {
      if (call.minPosition !== undefined) await awaitFresh('users', call.minPosition);
      const { items, meta } = await users.list(call.query);
      return { data: items, meta };
    },
    get_single_users: async (call) => {
      const id = call.params.id;
      if (!isUuid(id)) throw refuse('user.not_found');
      if (call.minPosition !== undefined) await Promise.all([awaitFresh('users', call.minPosition), awaitFresh('wallets', call.minPosition)]);
      const user = await users.findDetails(id.toLowerCase());
      if (!user) throw refuse('user.not_found');
      return { data: user };
    },
    get_user_sessions: async (call) => {
      const id = call.params.id;
      if (!isUuid(id) || !(await users.exists(id.toLowerCase()))) throw refuse('user.not_found');
      if (call.minPosition !== undefined) await awaitFresh('user_sessions', call.minPosition);
      const { items, meta } = await users.sessions(id.toLowerCase(), call.query.page, call.query.limit);
      return { data: items, meta };
    },
  });
}
