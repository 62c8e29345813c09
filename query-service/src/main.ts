// Starts the query service alone. Configuration: PORT (8082), DATABASE_URL (read models),
// REDIS_URL (optional cache), SESSION_SECRET, HOST (127.0.0.1), LOG_LEVEL, GST_RATE_BP (recharge quotes).
import { createLogger, onShutdown, optionalEnv, portEnv, requiredEnv, sessionSecretEnv } from '@nakshatra/platform';
import { gstRateBpFromEnv } from '@nakshatra/contracts';
import { startQueryService } from './start-query-service.js';

const logger = createLogger('query-service');
const service = await startQueryService({
  databaseUrl: requiredEnv('DATABASE_URL'),
  redisUrl: optionalEnv('REDIS_URL'),
  sessionSecret: sessionSecretEnv(),
  logger,
  port: portEnv('PORT', 8082),
  host: optionalEnv('HOST'),
  gstRateBp: gstRateBpFromEnv(process.env),
});
onShutdown(() => service.stop(), logger);
