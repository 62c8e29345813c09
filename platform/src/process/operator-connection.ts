import { optionalEnv } from '../config/env.js';
import { readStackFile } from './stack-file.js';

export interface OperatorConnection {
  readonly databaseUrl: string | undefined;
  readonly eventStoreConnectionString: string | undefined;
}

export const NO_CONNECTION_MESSAGE = 'Set DATABASE_URL (or EVENTSTORE_CONNECTION_STRING), or start the product with `npm start` first.';

/**
 * Where operator commands (`npm run projections`, `seed`, `admin:grant`) find the stores: the
 * environment, else what a running `npm start` recorded in .data/stack.json. Undefined when neither says.
 */
export function operatorConnection(): OperatorConnection | undefined {
  const stack = readStackFile();
  const databaseUrl = optionalEnv('DATABASE_URL') ?? stack?.databaseUrl;
  const eventStoreConnectionString = optionalEnv('EVENTSTORE_CONNECTION_STRING') ?? stack?.eventStoreConnectionString;
  return databaseUrl || eventStoreConnectionString ? { databaseUrl, eventStoreConnectionString } : undefined;
}
