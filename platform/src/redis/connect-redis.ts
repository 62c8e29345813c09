import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A connected client that reconnects by itself; failed calls surface where they happen, not as crashes.
 * The client library is loaded here, on the first connection, not when a service starts: without
 * REDIS_URL (`npm start`, the tests) nothing connects, and loading it cost every service about a
 * tenth of its start (docs/testing.md, "Service start-up").
 */
export async function connectRedis(url: string): Promise<RedisClient> {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
