import { connectRedis, PreparedAnswer, type RedisClient } from '@nakshatra/platform';
import type { QueryCache } from './query-cache.js';

/**
 * Stores the value only if no tag version moved since the load began (checked atomically in
 * Redis), then indexes the key under each tag. KEYS: value key, then per tag its version key and
 * its key set. ARGV: the stored answer, ttl, tag count, then the expected versions.
 */
const SET_IF_UNCHANGED = `
local tags = tonumber(ARGV[3])
for i = 1, tags do
  local current = tonumber(redis.call('GET', KEYS[1 + (i - 1) * 2 + 1]) or '0')
  if current ~= tonumber(ARGV[3 + i]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2]))
for i = 1, tags do
  local set = KEYS[1 + (i - 1) * 2 + 2]
  redis.call('SADD', set, KEYS[1])
  redis.call('EXPIRE', set, tonumber(ARGV[2]) * 2)
end
return 1`;

/** Drops every key indexed under each tag and bumps the tag's version. KEYS: per tag its version key and key set. */
const INVALIDATE = `
for i = 1, #KEYS, 2 do
  redis.call('INCR', KEYS[i])
  local keys = redis.call('SMEMBERS', KEYS[i + 1])
  for _, key in ipairs(keys) do redis.call('DEL', key) end
  redis.call('DEL', KEYS[i + 1])
end
return 1`;

/**
 * Shared cache for several query-service instances (REDIS_URL). Keys live under a namespace (the
 * read-model database's name), so products or test runs that share one Redis never meet.
 */
export class RedisQueryCache implements QueryCache {
  private constructor(
    private readonly client: RedisClient,
    private readonly namespace: string,
  ) {}

  static async connect(url: string, namespace: string): Promise<RedisQueryCache> {
    return new RedisQueryCache(await connectRedis(url), namespace);
  }

  // `v2`: values carry their audience; an instance of an older version never reads them, nor they its values.
  private readonly valueKey = (key: string) => `nk:${this.namespace}:qc:v2:${key}`;
  private readonly tagSetKey = (tag: string) => `nk:${this.namespace}:qc:t:${tag}`;
  private readonly tagVersionKey = (tag: string) => `nk:${this.namespace}:qc:n:${tag}`;

  /** Stored as the audience, a newline, the ETag, a newline, and the answer's JSON. */
  async get(key: string): Promise<PreparedAnswer | undefined> {
    const raw = await this.client.get(this.valueKey(key));
    if (raw === null) return undefined;
    const first = raw.indexOf('\n');
    const second = raw.indexOf('\n', first + 1);
    const audience = raw.slice(0, first) === 'everyone' ? 'everyone' : 'admins';
    return PreparedAnswer.restore(Buffer.from(raw.slice(second + 1)), raw.slice(first + 1, second), audience);
  }

  async tagVersions(tags: readonly string[]): Promise<readonly number[]> {
    if (tags.length === 0) return [];
    const raw = await this.client.mGet(tags.map(this.tagVersionKey));
    return raw.map((value) => Number(value ?? 0));
  }

  async setIfUnchanged(key: string, answer: PreparedAnswer, tags: readonly string[], versions: readonly number[], ttlSeconds: number): Promise<void> {
    await this.client.eval(SET_IF_UNCHANGED, {
      keys: [this.valueKey(key), ...tags.flatMap((tag) => [this.tagVersionKey(tag), this.tagSetKey(tag)])],
      arguments: [`${answer.audience}\n${answer.etag}\n${answer.body.toString('utf8')}`, String(ttlSeconds), String(tags.length), ...versions.map(String)],
    });
  }

  async invalidateTags(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    await this.client.eval(INVALIDATE, { keys: tags.flatMap((tag) => [this.tagVersionKey(tag), this.tagSetKey(tag)]) });
  }

  async close(): Promise<void> {
    await this.client.quit();
  }
}
