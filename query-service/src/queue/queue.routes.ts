import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { QueueRepository } from './queue.repository.js';

/** Positions count the line's other rows, and the waitlist's estimate the astrologer's consultation. */
const TABLES = ['queue_entries', 'astrologers'];

/**
 * The queue's reads (docs/waitlist.md), never cached: they are read right after a write (join, take
 * next) and on each `queue` message of the live socket, and move with every entry of the line.
 */
export function queueQueryRoutes(repository: QueueRepository, awaitFresh: AwaitFresh) {
  return routeHandlers({
    get_live_queue: async (call) => {
      if (!isUuid(call.params.id)) throw refuse('live.not_found');
      const sessionId = call.params.id.toLowerCase();
      const owner = await repository.liveSessionOwner(sessionId);
      if (owner === undefined) throw refuse('live.not_found');
      if (owner !== call.actor.id && call.actor.role !== 'admin') throw refuse('live.astrologer_only');
      await awaitFresh(TABLES, call.minPosition);
      return { data: await repository.liveQueue(sessionId) };
    },
    get_my_queue_entries: async (call) => {
      await awaitFresh(TABLES, call.minPosition);
      const page = await repository.mine(call.actor.id, call.query);
      return { data: page.items, meta: page.meta };
    },
  });
}
