import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** A connected client that reconnects by itself; failed calls surface where they happen, not as crashes. */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
