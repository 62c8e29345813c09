/**
 * Cache-aside for read models. Entries carry tags naming the rows behind them; a projection's
 * change notice invalidates tags. Each tag has a version: a loader that started before an
 * invalidation does not store its (possibly stale) result afterwards.
 */
export interface QueryCache {
  get<T>(key: string): Promise<T | undefined>;
  /** Current versions of the tags, taken before loading. */
  tagVersions(tags: readonly string[]): Promise<readonly number[]>;
  /** Stores the value unless one of the tags was invalidated since `versions` were taken. */
  setIfUnchanged(key: string, value: unknown, tags: readonly string[], versions: readonly number[], ttlSeconds: number): Promise<void>;
  invalidateTags(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Every entry carries this tag too, so invalidating it drops everything (after a missed notice). */
export const ALL_ENTRIES_TAG = '*';

export const DEFAULT_TTL_SECONDS = 300;

export async function getOrLoad<T>(cache: QueryCache, key: string, tags: readonly string[], load: () => Promise<T>, ttlSeconds = DEFAULT_TTL_SECONDS): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const allTags = [ALL_ENTRIES_TAG, ...tags];
  const versions = await cache.tagVersions(allTags);
  const value = await load();
  // Misses (not found) are not kept: a create must show at once, and "nothing" has no JSON form.
  if (value !== undefined) await cache.setIfUnchanged(key, value, allTags, versions, ttlSeconds);
  return value;
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
