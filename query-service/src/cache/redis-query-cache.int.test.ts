import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cacheTags, cachedAnswer, type QueryCache } from './query-cache.js';
import { RedisQueryCache } from './redis-query-cache.js';

/** The data of an answer, as the wire carries it. */
const dataOf = async (answer: Promise<{ body: Buffer } | undefined>) => {
  const found = await answer;
  return found && (JSON.parse(found.body.toString('utf8')) as { data: unknown }).data;
};
const getOrLoad = <T>(cache: QueryCache, key: string, tags: readonly string[], load: () => Promise<T | undefined>) =>
  dataOf(cachedAnswer(cache, key, tags, async () => {
    const data = await load();
    return data === undefined ? undefined : { data };
  }, 'everyone'));
const cachedData = (cache: QueryCache, key: string) => dataOf(cache.get(key));

/** Against the real Redis of REDIS_URL / 127.0.0.1:6379. Tags are unique per run, so runs do not meet. */
describe('redis query cache', () => {
  let cache: RedisQueryCache;
  const table = `t_${randomUUID()}`;

  beforeAll(async () => {
    cache = await RedisQueryCache.connect(inject('redisUrl'), `test-${randomUUID()}`);
  });
  afterAll(async () => {
    await cache?.close();
  });

  it('loads once, then answers from Redis until a row behind the entry changes', async () => {
    let loads = 0;
    const load = async () => ({ loads: ++loads, at: 'पुणे' });
    const key = `${table}:list`;
    expect(await getOrLoad(cache, key, cacheTags.anyRow(table), load)).toEqual({ loads: 1, at: 'पुणे' });
    expect(await getOrLoad(cache, key, cacheTags.anyRow(table), load)).toEqual({ loads: 1, at: 'पुणे' });
    await cache.invalidateTags(cacheTags.changed(table, ['row-1']));
    expect(await cache.get(key)).toBeUndefined();
    expect(await getOrLoad(cache, key, cacheTags.anyRow(table), load)).toEqual({ loads: 2, at: 'पुणे' });
  });

  it('keeps unrelated rows and refuses a load that raced an invalidation', async () => {
    const rowKey = `${table}:one:a`;
    await getOrLoad(cache, rowKey, cacheTags.row(table, 'a'), async () => 'A');
    await cache.invalidateTags(cacheTags.changed(table, ['b']));
    expect(await cachedData(cache, rowKey)).toBe('A');

    const racing = `${table}:racing`;
    await getOrLoad(cache, racing, cacheTags.row(table, 'c'), async () => {
      await cache.invalidateTags(cacheTags.changed(table, ['c']));
      return 'stale';
    });
    expect(await cache.get(racing)).toBeUndefined();
  });

  it('does not keep misses', async () => {
    const key = `${table}:one:missing`;
    expect(await getOrLoad(cache, key, cacheTags.anyRow(table), async () => undefined)).toBeUndefined();
    expect(await getOrLoad(cache, key, cacheTags.anyRow(table), async () => 'created since')).toBe('created since');
  });

  it('hands back the bytes, the validator and the audience it stored', async () => {
    for (const audience of ['everyone', 'admins'] as const) {
      const key = `${table}:bytes:${audience}`;
      const stored = await cachedAnswer(cache, key, cacheTags.anyRow(table), async () => ({ data: { place: 'पुणे' }, meta: { total: 1 } }), audience);
      const found = await cache.get(key);
      expect(found!.etag).toBe(stored!.etag);
      expect(found!.body.equals(stored!.body)).toBe(true);
      expect(found!.audience).toBe(audience);
    }
  });

  it('drops a whole table after a rebuild', async () => {
    const key = `${table}:one:d`;
    await getOrLoad(cache, key, cacheTags.row(table, 'd'), async () => 'D');
    await cache.invalidateTags(cacheTags.changed(table, null));
    expect(await cache.get(key)).toBeUndefined();
  });
});
