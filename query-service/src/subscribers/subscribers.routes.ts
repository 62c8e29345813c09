import { refuse, routeHandlers } from '@nakshatra/platform';
import type { SubscribersRepository } from './subscribers.repository.js';

type AwaitFresh = (projection: string, minPosition: string) => Promise<boolean>;

/** get_subscriber and get_single_subscriber/{id} (admins): not cached, the list is the admin's working view. */
export function subscribersQueryRoutes(subscribers: SubscribersRepository, awaitFresh: AwaitFresh) {
  return routeHandlers({
    get_subscriber: async (call) => {
      if (call.minPosition !== undefined) await awaitFresh('newsletter_subscribers', call.minPosition);
      const page = await subscribers.list(call.query);
      return { data: page.items, meta: page.meta };
    },
    get_single_subscriber: async (call) => {
      if (call.minPosition !== undefined) await awaitFresh('newsletter_subscribers', call.minPosition);
      const subscriber = await subscribers.findOne(call.params.id);
      if (!subscriber) throw refuse('subscriber.not_found');
      return { data: subscriber };
    },
  });
}
