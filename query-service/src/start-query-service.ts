import { DEFAULT_GST_RATE_BP, routeCatalogue } from '@nakshatra/contracts';
import { ensureSessionRevocationsTable, type Logger } from '@nakshatra/platform';
import { startNestService } from '@nakshatra/platform/nest';
import { connectReadModels, migrateReadModels } from '@nakshatra/projections';
import { closePlaceSearch, preloadPlaceSearch } from './places/place-index.js';
import { CacheInvalidator } from './cache/cache-invalidator.js';
import { MemoryQueryCache } from './cache/memory-query-cache.js';
import type { QueryCache } from './cache/query-cache.js';
import { RedisQueryCache } from './cache/redis-query-cache.js';
import { QueryServiceModule } from './app.module.js';
import { READ_YOUR_WRITES_TIMEOUT_MS } from './freshness/read-your-writes.js';

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
  /** PostgreSQL connections of the read-model pool (DATABASE_POOL_SIZE); QUERY_POOL_SIZE when omitted. */
  readonly poolSize?: number;
  /**
   * Builds the birth-place search while starting, and listens only once it is built, so the first
   * search answers at once (docs/places.md, "Loading and speed"); else it is built at the first search.
   */
  readonly preloadPlaces?: boolean;
  /**
   * How long a read with X-Min-Position waits for its projections before answering with what is
   * there (READ_YOUR_WRITES_MS; 2 s when omitted). Test stacks raise it: on a loaded machine a
   * projection can be more than 2 s behind, and a test must wait for the condition, not a time.
   */
  readonly readYourWritesMs?: number;
  /** ID documents and support screenshots (PRIVATE_UPLOADS_DIR, docs/uploads.md), which get_private_image reads. */
  readonly privateUploadsDir: string;
}

/** Read-model connections of one query service; it holds one more, listening for cache invalidations (docs/query-side.md). */
export const QUERY_POOL_SIZE = 10;

export interface RunningQueryService {
  readonly port: number;
  readonly cache: QueryCache;
  stop(): Promise<void>;
}

export async function startQueryService(options: QueryServiceOptions): Promise<RunningQueryService> {
  // On its worker thread, beside the rest of the start; a failed build is logged and tried again at the first search.
  const placesBuilt = options.preloadPlaces ? preloadPlaceSearch(options.logger) : Promise.resolve();
  const readModels = connectReadModels(options.databaseUrl, { max: options.poolSize ?? QUERY_POOL_SIZE, applicationName: 'nakshatra-query-service' });
  await migrateReadModels(readModels.db);
  // The command service lists logouts there; whichever service starts first creates the table.
  await ensureSessionRevocationsTable(readModels.pool);
  const cache: QueryCache = options.redisUrl ? await RedisQueryCache.connect(options.redisUrl, new URL(options.databaseUrl).pathname.slice(1) || 'default') : new MemoryQueryCache();
  const invalidator = new CacheInvalidator(options.databaseUrl, cache, options.logger);
  await invalidator.start();
  const module = QueryServiceModule.create({ db: readModels.db, cache, catalogue: routeCatalogue, sessionSecret: options.sessionSecret, logger: options.logger, gstRateBp: options.gstRateBp ?? DEFAULT_GST_RATE_BP, readYourWritesMs: options.readYourWritesMs ?? READ_YOUR_WRITES_TIMEOUT_MS, privateUploadsDir: options.privateUploadsDir });
  await placesBuilt;
  const { app, port } = await startNestService(module, { port: options.port, host: options.host, logger: options.logger });
  return {
    port,
    cache,
    async stop() {
      await app.close();
      await closePlaceSearch();
      await invalidator.stop();
      await cache.close();
      await readModels.close();
    },
  };
}
