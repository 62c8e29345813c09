export * from './port.js';
export { createEventStore, type CreateEventStoreOptions } from './create-event-store.js';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store.js';
export { EventStoreDbEventStore, type EventStoreDbEventStoreOptions } from './eventstoredb/eventstoredb-event-store.js';
