import { contentFamilies, contentFamilyNames, contentListQuery, isUuid, type ContentFamilyName, type ContentListQuery } from '@nakshatra/contracts';
import { notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import { cacheTags, getOrLoad, type QueryCache } from '../cache/query-cache.js';
import type { ContentItemsRepository } from './content-items.repository.js';

export interface ContentRouteDeps {
  readonly repository: ContentItemsRepository;
  readonly cache: QueryCache;
  /** Waits for read-your-writes; true when the read model has the caller's position. */
  readonly awaitFresh: (projection: string, minPosition: string) => Promise<boolean>;
}

/** Read-model table and projection name alike. */
const TABLE = 'content_items';

/** get_X and get_single_X/{id} of every family in the content-family catalogue. */
export function contentQueryRoutes({ repository, cache, awaitFresh }: ContentRouteDeps): RouteHandlers {
  // A caller who waited for their own write reads past the cache, which may not have heard of it yet.
  const read = async <T>(call: RouteCall, key: string, tags: string[], load: () => Promise<T>): Promise<T> => {
    if (call.minPosition === undefined) return getOrLoad(cache, key, tags, load);
    await awaitFresh(TABLE, call.minPosition);
    return load();
  };

  const list = (family: ContentFamilyName) => async (call: RouteCall) => {
    const query = call.query as ContentListQuery;
    const admin = call.actor.role === 'admin';
    const page = await read(call, `${family}:list:${admin ? 'admin' : 'public'}:${JSON.stringify(query)}`, cacheTags.anyRow(TABLE), () => repository.list(family, query, admin));
    return { data: page.items, meta: page.meta };
  };

  const single = (family: ContentFamilyName) => async (call: RouteCall) => {
    const admin = call.actor.role === 'admin';
    const idOrSlug = call.params.id!;
    const tags = isUuid(idOrSlug) ? cacheTags.row(TABLE, idOrSlug.toLowerCase()) : cacheTags.anyRow(TABLE);
    const item = await read(call, `${family}:one:${admin ? 'admin' : 'public'}:${idOrSlug}`, tags, () => repository.findOne(family, idOrSlug, admin));
    if (!item) throw notFound(`${contentFamilies[family].label} not found`);
    return { data: item };
  };

  const history = async (call: RouteCall) => {
    const id = call.params.id!;
    if (!isUuid(id)) throw notFound('No such content item');
    if (call.minPosition !== undefined) await awaitFresh('content_history', call.minPosition);
    return { data: await repository.history(id.toLowerCase()) };
  };

  return {
    ...Object.fromEntries(contentFamilyNames.flatMap((family) => [[`get_${family}`, list(family)], [`get_single_${family}`, single(family)]])),
    get_content_history: history,
    get_single_gallery_collection: async (call: RouteCall) => {
      const admin = call.actor.role === 'admin';
      const idOrSlug = call.params.id!;
      const album = await read(call, `collection:album:${admin ? 'admin' : 'public'}:${idOrSlug}`, cacheTags.anyRow(TABLE), async () => {
        const found = await repository.findOne('collection', idOrSlug, admin);
        if (!found) return undefined;
        const items = await repository.list('gallery', contentListQuery.parse({ collection_id: found.id, limit: 100 }), false);
        return { ...found, items: items.items };
      });
      if (!album) throw notFound('Album not found');
      return { data: album };
    },
    get_content_counts: async (call: RouteCall) => {
      if (call.minPosition !== undefined) await awaitFresh(TABLE, call.minPosition);
      const counts = await repository.counts();
      return { data: Object.fromEntries(contentFamilyNames.map((family) => [family, counts[family] ?? { published: 0, draft: 0 }])) };
    },
  };
}
