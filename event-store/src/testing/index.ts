// A separate entry point (@nakshatra/event-store/testing): the contract imports vitest, which production code must not load.
export { describeEventStoreContract, type EventStoreUnderTest } from './event-store.contract.js';
export { newEvent } from './new-event.js';
export { untilCommittedReadable } from './committed-head.js';
