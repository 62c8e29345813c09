import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers, type EnvelopeParts, type PreparedAnswer } from '@nakshatra/platform';
import { cacheTags, cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { AstrologersRepository } from './astrologers.repository.js';

/** Read-model table and projection name alike. */
const TABLE = 'astrologers';
const LOG = 'astrologer_logs';

const astrologerIdOf = (id: string): string => {
  if (!isUuid(id)) throw refuse('astrologer.not_found');
  return id.toLowerCase();
};

/**
 * The astrologer reads. Public lists and profiles are cached, and every change to a record (an
 * astrologer going online, say) drops them through the projection's change notice. Admin reads and
 * the astrologer's own record are not cached: they are read right after a write.
 */
export function astrologerQueryRoutes(repository: AstrologersRepository, cache: QueryCache, awaitFresh: AwaitFresh) {
  // A caller who waited for their own write reads past the cache, which may not have heard of it yet.
  const publicRead = async <R extends EnvelopeParts>(minPosition: string | undefined, key: string, tags: string[], load: () => Promise<R | undefined>): Promise<R | PreparedAnswer<R> | undefined> => {
    if (minPosition === undefined) return cachedAnswer(cache, key, tags, load, 'everyone');
    await awaitFresh([TABLE], minPosition);
    return load();
  };

  return routeHandlers({
    get_astrologer: async (call) => {
      const answer = await publicRead(call.minPosition, `astrologers:list:${JSON.stringify(call.query)}`, cacheTags.anyRow(TABLE), async () => {
        const page = await repository.listed(call.query);
        return { data: page.items, meta: page.meta };
      });
      return answer!;
    },
    get_single_astrologer: async (call) => {
      const id = astrologerIdOf(call.params.id);
      if (call.actor.role === 'admin') {
        await awaitFresh([TABLE], call.minPosition);
        const record = await repository.findRecord(id);
        if (!record) throw refuse('astrologer.not_found');
        return { data: record };
      }
      const profile = await publicRead(call.minPosition, `astrologers:one:${id}`, cacheTags.row(TABLE, id), async () => {
        const listed = await repository.findListed(id);
        return listed && { data: listed };
      });
      if (!profile) throw refuse('astrologer.not_found');
      return profile;
    },
    get_astrologer_applications: async (call) => {
      await awaitFresh([TABLE], call.minPosition);
      const page = await repository.applications(call.query);
      return { data: page.items, meta: page.meta };
    },
    get_my_astrologer: async (call) => {
      await awaitFresh([TABLE], call.minPosition);
      const record = await repository.findRecordOfUser(call.actor.id);
      if (!record) throw refuse('astrologer.not_applied');
      return { data: record };
    },
    get_astrologer_logss: async (call) => {
      const id = astrologerIdOf(call.params.id);
      await awaitFresh([LOG], call.minPosition);
      const page = await repository.log(id, call.query);
      return { data: page.items, meta: page.meta };
    },
  });
}
