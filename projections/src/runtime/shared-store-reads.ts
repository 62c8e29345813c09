import type { EventStore, Position, RecordedEvent } from '@nakshatra/event-store';
import { formatPosition } from '@nakshatra/event-store';

/**
 * Reads of the store that the runners of one process share. An append's announcement wakes every
 * runner at once (27 of them), and each caught up at the same checkpoint asks the store for the
 * same batch, then for the one after it: 54 reads of one answer per wake-up, most of the
 * projector's PostgreSQL work under chat load. A read asked for while the same one (same position,
 * same limit) is under way joins it instead. The events handed out are shared: nothing may change them.
 *
 * A read joined after an append committed may have started before it, and so miss it; the runner
 * then finds it at its next wake-up (another announcement, or the store's fallback poll), as the
 * store's own subscriptions do with their shared reads.
 */
export class SharedStoreReads {
  private readonly underWay = new Map<string, Promise<RecordedEvent[]>>();

  constructor(private readonly store: EventStore) {}

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
