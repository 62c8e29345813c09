import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers, type EnvelopeParts, type PreparedAnswer } from '@nakshatra/platform';
import { cacheTags, cachedAnswer, type QueryCache } from '../cache/query-cache.js';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { LiveSessionsRepository } from './live-sessions.repository.js';

/** Read-model tables and projection names alike. */
const SESSIONS = 'live_sessions';
const ASTROLOGERS = 'astrologers';
const COUNTS = 'astrologer_follower_counts';
const FOLLOWS = 'astrologer_follows';
/** What a card is made of: the session, its astrologer's face, their follower count. */
const CARD_TABLES = [SESSIONS, ASTROLOGERS, COUNTS];

const sessionIdOf = (id: string): string => {
  if (!isUuid(id)) throw refuse('live.not_found');
  return id.toLowerCase();
};

/** How long a cached public card keeps its viewer count. */
const VIEWERS_TTL_SECONDS = 10;

/**
 * Live session and follow reads (docs/live.md). The public ones (`/live`, a session's page) are
 * cached as the astrologer lists are, and every change to a session, an astrologer or a follower
 * count drops them through the projections' change notices; so a session that ends leaves `/live`
 * as soon as its row does. A caller who sends X-Min-Position reads past the cache. The astrologer's
 * own list, the admins' and the follows are never cached: they are read right after a write.
 * The viewer counts change with no row changing (presence, not events): a cached card lives
 * VIEWERS_TTL_SECONDS, so the count on `/live` is that fresh.
 */
export function liveQueryRoutes(repository: LiveSessionsRepository, cache: QueryCache, awaitFresh: AwaitFresh, now: () => Date = () => new Date()) {
  const publicRead = async <R extends EnvelopeParts>(minPosition: string | undefined, key: string, tags: string[], load: () => Promise<R | undefined>): Promise<R | PreparedAnswer<R> | undefined> => {
    if (minPosition === undefined) return cachedAnswer(cache, key, tags, load, 'everyone', VIEWERS_TTL_SECONDS);
    await awaitFresh(CARD_TABLES, minPosition);
    return load();
  };
  const anyCard = CARD_TABLES.flatMap((table) => cacheTags.anyRow(table));

  return routeHandlers({
    get_live_sessions: async (call) => (await publicRead(call.minPosition, `live:overview:${JSON.stringify(call.query)}`, anyCard, async () => ({ data: await repository.overview(call.query, now()) })))!,
    /**
     * Any session whatever its status; one of an unlisted astrologer only to its astrologer and
     * admins. Only listed ones, the same for everyone, are cached; the others are read each time.
     */
    get_live_session: async (call) => {
      const id = sessionIdOf(call.params.id);
      const tags = [...cacheTags.row(SESSIONS, id), ...cacheTags.anyRow(ASTROLOGERS), ...cacheTags.anyRow(COUNTS)];
      const listed = await publicRead(call.minPosition, `live:one:${id}`, tags, async () => {
        const found = await repository.find(id);
        return found?.listed ? { data: found.card } : undefined;
      });
      if (listed) return listed;
      const found = await repository.find(id);
      if (!found || (!found.listed && call.actor.role !== 'admin' && call.actor.id !== found.astrologerUserId)) throw refuse('live.not_found');
      return { data: found.card };
    },
    get_my_live_sessions: async (call) => {
      await awaitFresh(CARD_TABLES, call.minPosition);
      const page = await repository.mine(call.actor.id, call.query);
      return { data: page.items, meta: page.meta };
    },
    get_live_session_admin: async (call) => {
      await awaitFresh(CARD_TABLES, call.minPosition);
      const page = await repository.all(call.query);
      return { data: page.items, meta: page.meta };
    },
    get_my_follows: async (call) => {
      await awaitFresh([FOLLOWS, SESSIONS, ASTROLOGERS], call.minPosition);
      const page = await repository.follows(call.actor.id, call.query, now());
      return { data: page.items, meta: page.meta };
    },
  });
}
