/** Nest injection token of the EventStore port; main.ts provides the adapter the configuration chose. */
export const EVENT_STORE = Symbol('EventStore');
