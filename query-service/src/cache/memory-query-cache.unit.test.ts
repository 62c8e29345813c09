import { describe, expect, it } from 'vitest';
import { MemoryQueryCache } from './memory-query-cache.js';
import { ALL_ENTRIES_TAG, cacheTags, getOrLoad } from './query-cache.js';

describe('memory query cache', () => {
  it('loads once, then answers from the cache until a tag behind the entry changes', async () => {
    const cache = new MemoryQueryCache();
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    expect(await getOrLoad(cache, 'k', cacheTags.anyRow('t'), load)).toEqual({ loads: 1 });
    expect(await getOrLoad(cache, 'k', cacheTags.anyRow('t'), load)).toEqual({ loads: 1 });
    await cache.invalidateTags(cacheTags.changed('t', ['some-id']));
    expect(await getOrLoad(cache, 'k', cacheTags.anyRow('t'), load)).toEqual({ loads: 2 });
  });

  it('drops a row lookup only when its own row or the whole table changes', async () => {
    const cache = new MemoryQueryCache();
    await getOrLoad(cache, 'one', cacheTags.row('t', 'a'), async () => 'A');
    await cache.invalidateTags(cacheTags.changed('t', ['b']));
    expect(await cache.get('one')).toBe('A');
    await cache.invalidateTags(cacheTags.changed('t', null));
    expect(await cache.get('one')).toBeUndefined();
  });

  it('does not store a value loaded before an invalidation that happened meanwhile', async () => {
    const cache = new MemoryQueryCache();
    await getOrLoad(cache, 'k', ['t'], async () => {
      await cache.invalidateTags(['t']);
      return 'stale';
    });
    expect(await cache.get('k')).toBeUndefined();
  });

  it('expires entries, drops everything on the all-entries tag, stays bounded and hands out copies', async () => {
    let now = 0;
    const cache = new MemoryQueryCache(2, () => now);
    await getOrLoad(cache, 'a', [], async () => ({ n: 1 }), 10);
    const copy = await cache.get<{ n: number }>('a');
    copy!.n = 99;
    expect(await cache.get('a')).toEqual({ n: 1 });
    now = 11_000;
    expect(await cache.get('a')).toBeUndefined();
    for (const key of ['x', 'y', 'z']) await getOrLoad(cache, key, [], async () => key);
    expect(await cache.get('x')).toBeUndefined();
    expect(await cache.get('z')).toBe('z');
    await cache.invalidateTags([ALL_ENTRIES_TAG]);
    expect(await cache.get('z')).toBeUndefined();
  });
});
