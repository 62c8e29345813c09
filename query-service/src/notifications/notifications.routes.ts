import { routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { NotificationsRepository } from './notifications.repository.js';

/**
 * get_my_notifications (docs/notifications.md): always the caller's own inbox, whoever they are.
 * Never cached: the bell is read right after something happens, and after read_notifications
 * (read-your-writes through X-Min-Position).
 */
export function notificationQueryRoutes(repository: NotificationsRepository, awaitFresh: AwaitFresh) {
  return routeHandlers({
    get_my_notifications: async (call) => {
      await awaitFresh(['user_notifications', 'user_notification_reads'], call.minPosition);
      const found = await repository.page(call.actor.id, call.query);
      return { data: found.items, meta: found.meta };
    },
  });
}
