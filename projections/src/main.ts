// Runs every projection alone. Configuration: DATABASE_URL (read models; also the event store
// unless EVENTSTORE_CONNECTION_STRING is set), PROJECTION_BATCH_SIZE (5000), PORT (8083) and HOST
// (127.0.0.1) of its health check, LOG_LEVEL. Its pool is fixed (PROJECTOR_POOL_SIZE, plus one
// connection for the locks): a projector holds at most 5 connections whatever is configured, so
// DATABASE_POOL_SIZE, which the other services read, does not apply here. The mail worker runs here
// too, on the same pool (docs/mail.md): SMTP_URL (else the development mailbox; required in
// production), MAIL_FROM, SUPPORT_EMAIL, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS, MAIL_TICK_MS.
import { createEventStore } from '@nakshatra/event-store';
import { announceReady, createLogger, onShutdown, optionalEnv, portEnv, positiveIntEnv, requiredEnv } from '@nakshatra/platform';
import { startHealthServer } from './health-server.js';
import { mailWorkerFromEnv } from './mail/worker/mail-worker-from-env.js';
import { connectReadModels } from './read-models/connect-read-models.js';
import { PROJECTOR_APPLICATION_NAME, PROJECTOR_POOL_SIZE, startProjections } from './projections-service.js';
import { DEFAULT_PROJECTION_BATCH_SIZE } from './runtime/projection-runner.js';

const logger = createLogger('projections');
const databaseUrl = requiredEnv('DATABASE_URL');
// One pool for the read models and, on PostgreSQL, the event store too (docs/operations.md, "Connections").
const readModels = connectReadModels(databaseUrl, { max: PROJECTOR_POOL_SIZE, applicationName: PROJECTOR_APPLICATION_NAME });
const store = await createEventStore({ pool: readModels.pool, eventStoreConnectionString: optionalEnv('EVENTSTORE_CONNECTION_STRING') });
// Read before anything starts: a production start without SMTP_URL fails here.
const mail = mailWorkerFromEnv(readModels.db, logger);
const running = await startProjections({ store, databaseUrl, readModels, logger, batchSize: positiveIntEnv('PROJECTION_BATCH_SIZE', DEFAULT_PROJECTION_BATCH_SIZE) });
// After startProjections, which migrates the read models the worker reads and writes.
mail.start();
const health = await startHealthServer(running, store, { port: portEnv('PORT', 8083), host: optionalEnv('HOST') });
logger.info({ port: health.port }, 'health check listening');
announceReady(health.port);
onShutdown(async () => {
  await health.close();
  await mail.stop();
  await running.stop();
  await store.close();
  await readModels.close();
}, logger);
