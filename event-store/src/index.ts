export * from './port.js';
export { createEventStore, type CreateEventStoreOptions } from './create-event-store.js';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store.js';
export { SharedStoreReads } from './shared-store-reads.js';
// EventStoreDB's adapter is reached through createEventStore, which loads it only when it is chosen.
export type { EventStoreDbEventStoreOptions } from './eventstoredb/eventstoredb-event-store.js';
