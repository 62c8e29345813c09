// Starts the command service alone. Configuration: PORT (8081); the event store is EventStoreDB
// when EVENTSTORE_CONNECTION_STRING is set, else PostgreSQL at DATABASE_URL; SESSION_SECRET,
// HOST (127.0.0.1), LOG_LEVEL.
import { createEventStore } from '@nakshatra/event-store';
import { createLogger, onShutdown, optionalEnv, portEnv, sessionSecretEnv } from '@nakshatra/platform';
import { startCommandService } from './start-command-service.js';

const logger = createLogger('command-service');
const store = await createEventStore({ databaseUrl: optionalEnv('DATABASE_URL'), eventStoreConnectionString: optionalEnv('EVENTSTORE_CONNECTION_STRING') });
const service = await startCommandService({ store, sessionSecret: sessionSecretEnv(), logger, port: portEnv('PORT', 8081), host: optionalEnv('HOST') });
onShutdown(async () => {
  await service.stop();
  await store.close();
}, logger);
