import type pg from 'pg';
import type { EventStore } from './port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface CreateEventStoreOptions {
  /** PostgreSQL connection string; the store opens, and on close() ends, a pool of its own. */
  readonly databaseUrl?: string;
  /** A PostgreSQL pool the caller owns and ends; used instead of databaseUrl. */
  readonly pool?: pg.Pool;
  /** The pool opened from databaseUrl: how many connections (default 20) and its application_name in pg_stat_activity. */
  readonly maxConnections?: number;
  readonly applicationName?: string;
  /** `esdb://…` or `esdb+discover://…` (EVENTSTORE_CONNECTION_STRING): selects EventStoreDB over PostgreSQL. */
  readonly eventStoreConnectionString?: string;
}

const ESDB_SCHEME = /^esdb(\+discover)?:\/\//;

/** EventStoreDB when a connection string for it is given, else PostgreSQL with its schema migrated. */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  if (options.eventStoreConnectionString) {
    if (!ESDB_SCHEME.test(options.eventStoreConnectionString)) {
      // Not echoed: a connection string may hold a password.
      throw new Error('The EventStoreDB connection string must start with esdb:// or esdb+discover://');
    }
    // Loaded only when chosen: its gRPC client is a fifth of a service's start, for nothing on PostgreSQL.
    const { EventStoreDbEventStore } = await import('./eventstoredb/eventstoredb-event-store.js');
    return new EventStoreDbEventStore(options.eventStoreConnectionString);
  }
  const database = options.pool ?? options.databaseUrl;
  if (!database) throw new Error('createEventStore needs databaseUrl or pool (PostgreSQL), or eventStoreConnectionString (EventStoreDB)');
  const store = new PostgresEventStore(database, { maxConnections: options.maxConnections, applicationName: options.applicationName });
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
