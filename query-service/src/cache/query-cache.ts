import { PreparedAnswer, type AnswerAudience, type EnvelopeParts } from '@nakshatra/platform';

/**
 * Cache-aside for read models, of answers as they go on the wire (a hit is a lookup and a write:
 * no copy, no JSON.stringify; docs/query-side.md). Entries carry tags naming the rows behind them;
 * a projection's change notice invalidates tags. Each tag has a version: a loader that started
 * before an invalidation does not store its (possibly stale) result afterwards.
 */
export interface QueryCache {
  get(key: string): Promise<PreparedAnswer | undefined>;
  /** Current versions of the tags, taken before loading. */
  tagVersions(tags: readonly string[]): Promise<readonly number[]>;
  /** Stores the answer unless one of the tags was invalidated since `versions` were taken. */
  setIfUnchanged(key: string, answer: PreparedAnswer, tags: readonly string[], versions: readonly number[], ttlSeconds: number): Promise<void>;
  invalidateTags(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Every entry carries this tag too, so invalidating it drops everything (after a missed notice). */
export const ALL_ENTRIES_TAG = '*';

export const DEFAULT_TTL_SECONDS = 300;

/**
 * The answer cached under `key`, or the one `load` makes, serialized once and kept. `load` answers
 * undefined for "nothing there", which is not kept: a create must show at once. The key must name
 * everything the answer depends on, the audience included (an admin's view and everyone else's
 * differ). Only answers that are the same for a whole audience are cached, never one person's:
 * an answer for `everyone` is handed to any caller but an admin, down to the gateway's edge cache.
 */
export async function cachedAnswer<R extends EnvelopeParts>(
  cache: QueryCache,
  key: string,
  tags: readonly string[],
  load: () => Promise<R | undefined>,
  audience: AnswerAudience,
  ttlSeconds = DEFAULT_TTL_SECONDS,
): Promise<PreparedAnswer<R> | undefined> {
  const hit = await cache.get(key);
  if (hit !== undefined) return hit as PreparedAnswer<R>;
  const allTags = [ALL_ENTRIES_TAG, ...tags];
  const versions = await cache.tagVersions(allTags);
  const result = await load();
  if (result === undefined) return undefined;
  const answer = PreparedAnswer.of(result, audience);
  await cache.setIfUnchanged(key, answer, allTags, versions, ttlSeconds);
  return answer;
}

/**
 * Tags of a read-model table. Lists and lookups by anything but the id depend on every row; a
 * lookup by id depends on that row alone.
 */
export const cacheTags = {
  anyRow: (table: string) => [table, `${table}:rows`],
  row: (table: string, id: string) => [table, `${table}:${id}`],
  /** What a change to some rows invalidates; ids null means every row changed (a rebuild). */
  changed: (table: string, ids: readonly string[] | null) => (ids === null ? [table] : [`${table}:rows`, ...ids.map((id) => `${table}:${id}`)]),
};
