// Starts the query service alone. Configuration: PORT (8082), DATABASE_URL (read models and the
// session revocation list the command service writes),
// REDIS_URL (optional cache), SESSION_SECRET, HOST (127.0.0.1), LOG_LEVEL, GST_RATE_BP (recharge quotes),
// DATABASE_POOL_SIZE (10, read-model connections), PLACES_PRELOAD (`false`: build the place search at the first search),
// READ_YOUR_WRITES_MS (2000, how long a read waits for the projections to reach its X-Min-Position),
// PRIVATE_UPLOADS_DIR (beside UPLOADS_DIR, .data/uploads-private: ID documents and support screenshots).
import { createLogger, onShutdown, optionalEnv, portEnv, positiveIntEnv, requiredEnv, sessionSecretEnv, uploadFoldersFromEnv } from '@nakshatra/platform';
import { gstRateBpFromEnv } from '@nakshatra/contracts';
import { READ_YOUR_WRITES_TIMEOUT_MS } from './freshness/read-your-writes.js';
import { QUERY_POOL_SIZE, startQueryService } from './start-query-service.js';

const logger = createLogger('query-service');
const service = await startQueryService({
  databaseUrl: requiredEnv('DATABASE_URL'),
  redisUrl: optionalEnv('REDIS_URL'),
  sessionSecret: sessionSecretEnv(),
  logger,
  port: portEnv('PORT', 8082),
  host: optionalEnv('HOST'),
  gstRateBp: gstRateBpFromEnv(process.env),
  poolSize: positiveIntEnv('DATABASE_POOL_SIZE', QUERY_POOL_SIZE),
  preloadPlaces: process.env.PLACES_PRELOAD !== 'false',
  readYourWritesMs: positiveIntEnv('READ_YOUR_WRITES_MS', READ_YOUR_WRITES_TIMEOUT_MS),
  privateUploadsDir: uploadFoldersFromEnv(process.env).privateUploadsDir,
});
onShutdown(() => service.stop(), logger);
