import { describe, expect, it } from 'vitest';
import { MemoryQueryCache } from './memory-query-cache.js';
import { ALL_ENTRIES_TAG, cacheTags, cachedAnswer, type QueryCache } from './query-cache.js';

/** The data of the answer cached under `key`, as the wire carries it. */
const cachedData = async (cache: QueryCache, key: string): Promise<unknown> => {
  const answer = await cache.get(key);
  return answer && (JSON.parse(answer.body.toString('utf8')) as { data: unknown }).data;
};
const dataOf = async (answer: Promise<{ body: Buffer } | undefined>) => {
  const found = await answer;
  return found && (JSON.parse(found.body.toString('utf8')) as { data: unknown }).data;
};

describe('memory query cache', () => {
  it('loads once, then answers from the cache until a tag behind the entry changes', async () => {
    const cache = new MemoryQueryCache();
    let loads = 0;
    const load = async () => ({ data: { loads: ++loads } });
    expect(await dataOf(cachedAnswer(cache, 'k', cacheTags.anyRow('t'), load, 'everyone'))).toEqual({ loads: 1 });
    expect(await dataOf(cachedAnswer(cache, 'k', cacheTags.anyRow('t'), load, 'everyone'))).toEqual({ loads: 1 });
    await cache.invalidateTags(cacheTags.changed('t', ['some-id']));
    expect(await dataOf(cachedAnswer(cache, 'k', cacheTags.anyRow('t'), load, 'everyone'))).toEqual({ loads: 2 });
  });

  it('keeps the answer serialized once, with a validator that follows its content', async () => {
    const cache = new MemoryQueryCache();
    const first = await cachedAnswer(cache, 'k', [], async () => ({ data: { n: 1 }, meta: { total: 1 } }), 'everyone');
    expect(JSON.parse(first!.body.toString('utf8'))).toEqual({ status: 200, data: { n: 1 }, meta: { total: 1 } });
    expect(await cache.get('k')).toBe(first);
    await cache.invalidateTags([ALL_ENTRIES_TAG]);
    const same = await cachedAnswer(cache, 'k', [], async () => ({ data: { n: 1 }, meta: { total: 1 } }), 'everyone');
    await cache.invalidateTags([ALL_ENTRIES_TAG]);
    const changed = await cachedAnswer(cache, 'k', [], async () => ({ data: { n: 2 }, meta: { total: 1 } }), 'everyone');
    expect(same!.etag).toBe(first!.etag);
    expect(changed!.etag).not.toBe(first!.etag);
    expect(first!.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('drops a row lookup only when its own row or the whole table changes', async () => {
    const cache = new MemoryQueryCache();
    await cachedAnswer(cache, 'one', cacheTags.row('t', 'a'), async () => ({ data: 'A' }), 'everyone');
    await cache.invalidateTags(cacheTags.changed('t', ['b']));
    expect(await cachedData(cache, 'one')).toBe('A');
    await cache.invalidateTags(cacheTags.changed('t', null));
    expect(await cache.get('one')).toBeUndefined();
  });

  it('does not store an answer loaded before an invalidation that happened meanwhile, nor a miss', async () => {
    const cache = new MemoryQueryCache();
    await cachedAnswer(cache, 'k', ['t'], async () => {
      await cache.invalidateTags(['t']);
      return { data: 'stale' };
    }, 'everyone');
    expect(await cache.get('k')).toBeUndefined();
    expect(await cachedAnswer(cache, 'missing', ['t'], async () => undefined, 'everyone')).toBeUndefined();
    expect(await dataOf(cachedAnswer(cache, 'missing', ['t'], async () => ({ data: 'created since' }), 'everyone'))).toBe('created since');
  });

  it('expires entries, drops everything on the all-entries tag and stays bounded', async () => {
    let now = 0;
    const cache = new MemoryQueryCache(2, () => now);
    await cachedAnswer(cache, 'a', [], async () => ({ data: 1 }), 'everyone', 10);
    expect(await cachedData(cache, 'a')).toBe(1);
    now = 11_000;
    expect(await cache.get('a')).toBeUndefined();
    for (const key of ['x', 'y', 'z']) await cachedAnswer(cache, key, [], async () => ({ data: key }), 'everyone');
    expect(await cache.get('x')).toBeUndefined();
    expect(await cachedData(cache, 'z')).toBe('z');
    await cache.invalidateTags([ALL_ENTRIES_TAG]);
    expect(await cache.get('z')).toBeUndefined();
  });
});
