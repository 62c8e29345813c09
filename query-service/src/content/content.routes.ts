import { contentListQuery, isUuid, perContentFamily, type ContentFamilyName } from '@nakshatra/contracts';
import { refuse, routeHandlers, type AnswerAudience, type EnvelopeParts, type PreparedAnswer, type RouteCall, type RouteHandlersOf } from '@nakshatra/platform';
import { cacheTags, cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { ContentItemsRepository } from './content-items.repository.js';

export interface ContentRouteDeps {
  readonly repository: ContentItemsRepository;
  readonly cache: QueryCache;
  /** Waits for read-your-writes; true when the read model has the caller's position. */
  readonly awaitFresh: (projection: string, minPosition: string) => Promise<boolean>;
}

/** Read-model table and projection name alike. */
const TABLE = 'content_items';

/**
 * The handlers of one read of every family. One handler serves all of them, so TypeScript sees it
 * answer "an item of some family" and cannot follow `get_${family}` to that family's own entry;
 * the entry itself checks each answer (answer-check.ts, on in every integration test).
 */
type EveryFamily<P extends 'get_' | 'get_single_'> = RouteHandlersOf<`${P}${ContentFamilyName}`>;

/** get_X and get_single_X/{id} of every family in the content-family catalogue, and the back office's content reads. */
export function contentQueryRoutes({ repository, cache, awaitFresh }: ContentRouteDeps) {
  // A caller who waited for their own write reads past the cache, which may not have heard of it yet.
  // Admins see drafts and unpublished items: their view is cached apart from everyone else's.
  const audience = (call: RouteCall): AnswerAudience => (call.actor.role === 'admin' ? 'admins' : 'everyone');
  const read = async <R extends EnvelopeParts>(call: RouteCall, key: string, tags: string[], load: () => Promise<R | undefined>): Promise<R | PreparedAnswer<R> | undefined> => {
    if (call.minPosition === undefined) return cachedAnswer(cache, `${audience(call)}:${key}`, tags, load, audience(call));
    await awaitFresh(TABLE, call.minPosition);
    return load();
  };

  const list = (family: ContentFamilyName) => async (call: RouteCall<`get_${ContentFamilyName}`>) => {
    const { query } = call;
    const answer = await read(call, `${family}:list:${JSON.stringify(query)}`, cacheTags.anyRow(TABLE), async () => {
      const page = await repository.list(family, query, call.actor.role === 'admin');
      return { data: page.items, meta: page.meta };
    });
    return answer!;
  };

  const single = (family: ContentFamilyName) => async (call: RouteCall<`get_single_${ContentFamilyName}`>) => {
    const idOrSlug = call.params.id;
    const tags = isUuid(idOrSlug) ? cacheTags.row(TABLE, idOrSlug.toLowerCase()) : cacheTags.anyRow(TABLE);
    const answer = await read(call, `${family}:one:${idOrSlug}`, tags, async () => {
      const item = await repository.findOne(family, idOrSlug, call.actor.role === 'admin');
      return item && { data: item };
    });
    if (!answer) throw refuse('content.not_found', { family });
    return answer;
  };

  return routeHandlers({
    ...(perContentFamily('get_', list) as EveryFamily<'get_'>),
    ...(perContentFamily('get_single_', single) as EveryFamily<'get_single_'>),
    get_content_history: async (call) => {
      const id = call.params.id;
      if (!isUuid(id)) throw refuse('content.no_such_item');
      if (call.minPosition !== undefined) await awaitFresh('content_history', call.minPosition);
      return { data: await repository.history(id.toLowerCase()) };
    },
    get_single_gallery_collection: async (call) => {
      const admin = call.actor.role === 'admin';
      const idOrSlug = call.params.id;
      const album = await read(call, `collection:album:${idOrSlug}`, cacheTags.anyRow(TABLE), async () => {
        const found = await repository.findOne('collection', idOrSlug, admin);
        if (!found) return undefined;
        const photos = await repository.list('gallery', contentListQuery.parse({ collection_id: found.id, limit: 100 }), false);
        return { data: { ...found, items: photos.items } };
      });
      if (!album) throw refuse('content.not_found', { family: 'collection' });
      return album;
    },
    get_content_counts: async (call) => {
      if (call.minPosition !== undefined) await awaitFresh(TABLE, call.minPosition);
      return { data: await repository.counts() };
    },
  });
}
