import { formatPosition, type EventStore, type Position, type RecordedEvent } from './port.js';

/**
 * Reads of a store shared by the readers woken together by an append's announcement: a store's
 * subscriptions (the command service's five feeds), a projections service's 27 runners. Caught up
 * at the same position, they all ask for the same batch; a read asked for while the same one (same
 * position, same limit) is under way joins it instead. The events handed out are shared: nothing
 * may change them.
 *
 * A read joined after an append committed may have started before it, and so miss it; the reader
 * then finds it at its next wake-up (another announcement, or the store's fallback poll).
 */
export class SharedStoreReads {
  private readonly underWay = new Map<string, Promise<RecordedEvent[]>>();

  constructor(private readonly store: Pick<EventStore, 'readAll'>) {}

  readAll(from: Position | undefined, limit: number): Promise<RecordedEvent[]> {
    const key = `${from === undefined ? 'start' : formatPosition(from)}:${limit}`;
    let read = this.underWay.get(key);
    if (!read) {
      read = this.store.readAll({ from, limit }).finally(() => this.underWay.delete(key));
      this.underWay.set(key, read);
    }
    return read;
  }
}
