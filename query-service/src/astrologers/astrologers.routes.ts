import { isUuid, type AstrologerApplicationsQuery, type AstrologerListQuery, type AstrologerLogQuery } from '@nakshatra/contracts';
import { notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import { cacheTags, getOrLoad, type QueryCache } from '../cache/query-cache.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { AstrologersRepository } from './astrologers.repository.js';

/** Read-model table and projection name alike. */
const TABLE = 'astrologers';
const LOG = 'astrologer_logs';

const astrologerIdOf = (call: RouteCall): string => {
  const id = call.params.id!;
  if (!isUuid(id)) throw notFound('Astrologer not found');
  return id.toLowerCase();
};

/**
 * The astrologer reads. Public lists and profiles are cached, and every change to a record (an
 * astrologer going online, say) drops them through the projection's change notice. Admin reads and
 * the astrologer's own record are not cached: they are read right after a write.
 */
export function astrologerQueryRoutes(repository: AstrologersRepository, cache: QueryCache, awaitFresh: AwaitFresh): RouteHandlers {
  // A caller who waited for their own write reads past the cache, which may not have heard of it yet.
  const publicRead = async <T>(call: RouteCall, key: string, tags: string[], load: () => Promise<T>): Promise<T> => {
    if (call.minPosition === undefined) return getOrLoad(cache, key, tags, load);
    await awaitFresh([TABLE], call.minPosition);
    return load();
  };

  return {
    get_astrologer: async (call) => {
      const query = call.query as AstrologerListQuery;
      const page = await publicRead(call, `astrologers:list:${JSON.stringify(query)}`, cacheTags.anyRow(TABLE), () => repository.listed(query));
      return { data: page.items, meta: page.meta };
    },
    get_single_astrologer: async (call) => {
      const id = astrologerIdOf(call);
      if (call.actor.role === 'admin') {
        await awaitFresh([TABLE], call.minPosition);
        const record = await repository.findRecord(id);
        if (!record) throw notFound('Astrologer not found');
        return { data: record };
      }
      const profile = await publicRead(call, `astrologers:one:${id}`, cacheTags.row(TABLE, id), () => repository.findListed(id));
      if (!profile) throw notFound('Astrologer not found');
      return { data: profile };
    },
    get_astrologer_applications: async (call) => {
      await awaitFresh([TABLE], call.minPosition);
      const page = await repository.applications(call.query as AstrologerApplicationsQuery);
      return { data: page.items, meta: page.meta };
    },
    get_my_astrologer: async (call) => {
      await awaitFresh([TABLE], call.minPosition);
      const record = await repository.findRecordOfUser(call.actor.id);
      if (!record) throw notFound('You have not applied as an astrologer yet');
      return { data: record };
    },
    get_astrologer_logss: async (call) => {
      const id = astrologerIdOf(call);
      await awaitFresh([LOG], call.minPosition);
      const page = await repository.log(id, call.query as AstrologerLogQuery);
      return { data: page.items, meta: page.meta };
    },
  };
}
