// `npm start`: the whole product on one port (PORT, default 8080) with no configuration; a service
// that crashes is started again (supervisor.ts, docs/operations.md).
// DATABASE_URL, REDIS_URL and EVENTSTORE_CONNECTION_STRING switch to real servers; INSTANCES=2 (with
// REDIS_URL) runs two command and two query services behind the gateway. The first
// start writes the demo catalogue (SEED_DEMO=false skips it). Every other variable reaches every
// service as it is (child-service.ts), e.g. JANUS_URL both the command service (rooms, tokens) and
// the gateway (the browsers' route to Janus, docs/live-media.md).
import { fileURLToPath } from 'node:url';
import { createLogger, onShutdown, optionalEnv, portEnv, positiveIntEnv, removeStackFile, writeStackFile } from '@nakshatra/platform';
import { localDatabase } from './local-database.js';
import { seedDemoCatalogue } from './seed-demo-catalogue.js';
import { localSessionSecret } from './session-secret.js';
import { startStack } from './stack.js';
import { localWebPushEnv } from './web-push-keys.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = fileURLToPath(new URL('../../.data/', import.meta.url));
const logger = createLogger('launcher');

const database = await localDatabase(dataDir, logger);
const eventStoreConnectionString = optionalEnv('EVENTSTORE_CONNECTION_STRING');
const uploadsDir = optionalEnv('UPLOADS_DIR') ?? fileURLToPath(new URL('../../.data/uploads/', import.meta.url));
const stack = await startStack({
  databaseUrl: database.url,
  redisUrl: optionalEnv('REDIS_URL'),
  eventStoreConnectionString,
  port: portEnv('PORT', 8080),
  // Two or more command and query services behind the gateway (needs REDIS_URL; docs/scale-out.md).
  instances: positiveIntEnv('INSTANCES', 1),
  sessionSecret: localSessionSecret(dataDir),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  uploadsDir,
  // Web Push works out of the box: a development VAPID pair in .data/ unless the environment names one.
  env: localWebPushEnv(dataDir),
  // Crashed services are restarted and logged here (supervisor.ts); Ctrl-C stops them for good.
  logger,
}).catch(async (error: unknown) => {
  await database.stop();
  throw error;
});
if (process.env.SEED_DEMO !== 'false') {
  // The product runs without its demo content too; a failed seed is reported, not fatal.
  await seedDemoCatalogue({ DATABASE_URL: database.url, EVENTSTORE_CONNECTION_STRING: eventStoreConnectionString, UPLOADS_DIR: uploadsDir }).catch((error: unknown) =>
    logger.error({ err: error }, 'could not write the demo catalogue; run `npm run seed` to try again'),
  );
}
writeStackFile({ databaseUrl: database.url, eventStoreConnectionString, url: stack.url, pid: process.pid }, root);
logger.info(
  { url: stack.url, database: database.embedded ? 'embedded PostgreSQL (.data/)' : 'DATABASE_URL', cache: process.env.REDIS_URL ? 'Redis' : 'in-memory', eventStore: eventStoreConnectionString ? 'EventStoreDB' : 'PostgreSQL' },
  `Nakshatra is running at ${stack.url.replace('127.0.0.1', 'localhost')}`,
);

onShutdown(
  async () => {
    await stack.stop();
    await database.stop();
    removeStackFile(root);
  },
  logger,
  20_000,
);
