import { DEFAULT_GST_RATE_BP, routeCatalogue } from '@nakshatra/contracts';
import { startNestService, type Logger } from '@nakshatra/platform';
import { connectReadModels, migrateReadModels } from '@nakshatra/projections';
import { CacheInvalidator } from './cache/cache-invalidator.js';
import { MemoryQueryCache } from './cache/memory-query-cache.js';
import type { QueryCache } from './cache/query-cache.js';
import { RedisQueryCache } from './cache/redis-query-cache.js';
import { QueryServiceModule } from './app.module.js';

export interface QueryServiceOptions {
  readonly databaseUrl: string;
  /** Unset: an in-process cache (fine for one instance). */
  readonly redisUrl?: string;
  readonly sessionSecret: string;
  readonly logger: Logger;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  /** GST on recharges in basis points, for quotes (GST_RATE_BP); 18% when omitted. */
  readonly gstRateBp?: number;
}

export interface RunningQueryService {
  readonly port: number;
  readonly cache: QueryCache;
  stop(): Promise<void>;
}

export async function startQueryService(options: QueryServiceOptions): Promise<RunningQueryService> {
  const readModels = connectReadModels(options.databaseUrl);
  await migrateReadModels(readModels.db);
  const cache: QueryCache = options.redisUrl ? await RedisQueryCache.connect(options.redisUrl, new URL(options.databaseUrl).pathname.slice(1) || 'default') : new MemoryQueryCache();
  const invalidator = new CacheInvalidator(options.databaseUrl, cache, options.logger);
  await invalidator.start();
  const module = QueryServiceModule.create({ db: readModels.db, cache, catalogue: routeCatalogue, sessionSecret: options.sessionSecret, logger: options.logger, gstRateBp: options.gstRateBp ?? DEFAULT_GST_RATE_BP });
  const { app, port } = await startNestService(module, { port: options.port, host: options.host, logger: options.logger });
  return {
    port,
    cache,
    async stop() {
      await app.close();
      await invalidator.stop();
      await cache.close();
      await readModels.close();
    },
  };
}
