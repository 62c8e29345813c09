import { isUuid, type Actor, type ReviewListQuery } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import { cacheTags, cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { ReviewReader, ReviewsRepository } from './reviews.repository.js';

/** Read-model table and projection name alike. */
const TABLE = 'reviews';

const readerOf = (actor: Actor): ReviewReader => ({ admin: actor.role === 'admin', userId: actor.role === 'visitor' ? undefined : actor.id });

/**
 * The review reads (docs/reviews.md). The public list (what the profile page shows) is cached and
 * dropped by every review change; admins, a customer asking about their own session, and callers
 * waiting for their own write read the table.
 */
export function reviewQueryRoutes(repository: ReviewsRepository, cache: QueryCache, awaitFresh: AwaitFresh) {
  const page = async (query: ReviewListQuery, reader: ReviewReader) => {
    const [found, summary] = await Promise.all([repository.list(query, reader), query.astrologer_id ? repository.summary(query.astrologer_id) : undefined]);
    return { data: found.items, meta: summary ? { ...found.meta, summary } : found.meta };
  };
  return routeHandlers({
    get_review: async (call) => {
      const { query } = call;
      const reader = readerOf(call.actor);
      const shared = !reader.admin && !query.session_id && call.minPosition === undefined;
      if (!shared) await awaitFresh([TABLE], call.minPosition);
      return shared ? (await cachedAnswer(cache, `reviews:list:${JSON.stringify(query)}`, cacheTags.anyRow(TABLE), () => page(query, reader), 'everyone'))! : page(query, reader);
    },
    get_single_review: async (call) => {
      const id = call.params.id;
      if (!isUuid(id)) throw refuse('review.not_found');
      await awaitFresh([TABLE], call.minPosition);
      const review = await repository.find(id, readerOf(call.actor));
      if (!review) throw refuse('review.not_found');
      return { data: review };
    },
  });
}
