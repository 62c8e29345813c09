import type { ExpectedRevision, NewEvent } from './port.js';

/** Input both adapters reject the same way, before talking to their store. */
export function assertAppendable(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): void {
  // An empty append would have no position to report, and EventStoreDB and PostgreSQL would answer it differently.
  if (events.length === 0) throw new RangeError(`Stream ${stream}: appendToStream needs at least one event`);
  if (typeof expectedRevision === 'bigint' && expectedRevision < 0n) {
    throw new RangeError(`Stream ${stream}: expected revision ${expectedRevision} is negative (revisions start at 0)`);
  }
}
