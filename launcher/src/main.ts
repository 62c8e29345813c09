// `npm start`: the whole product on one port (PORT, default 8080) with no configuration.
// DATABASE_URL, REDIS_URL and EVENTSTORE_CONNECTION_STRING switch to real servers.
import { fileURLToPath } from 'node:url';
import { createLogger, onShutdown, optionalEnv, portEnv, removeStackFile, writeStackFile } from '@nakshatra/platform';
import { localDatabase } from './local-database.js';
import { localSessionSecret } from './session-secret.js';
import { startStack } from './stack.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = fileURLToPath(new URL('../../.data/', import.meta.url));
const logger = createLogger('launcher');

const database = await localDatabase(dataDir, logger);
const eventStoreConnectionString = optionalEnv('EVENTSTORE_CONNECTION_STRING');
const stack = await startStack({
  databaseUrl: database.url,
  redisUrl: optionalEnv('REDIS_URL'),
  eventStoreConnectionString,
  port: portEnv('PORT', 8080),
  sessionSecret: localSessionSecret(dataDir),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  uploadsDir: optionalEnv('UPLOADS_DIR') ?? fileURLToPath(new URL('../../.data/uploads/', import.meta.url)),
}).catch(async (error: unknown) => {
  await database.stop();
  throw error;
});
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
