// Runs every projection alone. Configuration: DATABASE_URL (read models; also the event store
// unless EVENTSTORE_CONNECTION_STRING is set), PROJECTION_BATCH_SIZE (2000), LOG_LEVEL.
import { createEventStore } from '@nakshatra/event-store';
import { announceReady, createLogger, onShutdown, optionalEnv, positiveIntEnv, requiredEnv } from '@nakshatra/platform';
import { startProjections } from './projections-service.js';

const logger = createLogger('projections');
const databaseUrl = requiredEnv('DATABASE_URL');
const store = await createEventStore({ databaseUrl, eventStoreConnectionString: optionalEnv('EVENTSTORE_CONNECTION_STRING') });
const running = await startProjections({ store, databaseUrl, logger, batchSize: positiveIntEnv('PROJECTION_BATCH_SIZE', 2000) });
announceReady(0);
onShutdown(async () => {
  await running.stop();
  await store.close();
}, logger);
