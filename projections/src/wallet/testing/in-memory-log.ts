import type { NewEvent, RecordedEvent } from '@nakshatra/event-store';
import { foldEvents } from '../../runtime/fold-events.js';
import type { DocumentProjection } from '../../runtime/projection.js';

/** Events recorded in one global order without a store, for pure projection tests. */
export class InMemoryLog {
  readonly events: RecordedEvent[] = [];
  private readonly revisions = new Map<string, bigint>();

  append(stream: string, events: readonly NewEvent[]): void {
    for (const event of events) {
      const revision = (this.revisions.get(stream) ?? -1n) + 1n;
      this.revisions.set(stream, revision);
      const sequence = BigInt(this.events.length + 1);
      this.events.push({ ...event, streamName: stream, revision, position: { commit: sequence, prepare: sequence }, recordedAt: event.metadata.occurredAt });
    }
  }
}

/** The rows a projection makes of these events, folded the way the runtime folds a batch. */
export function foldProjection<Row extends { id: string }>(projection: DocumentProjection<Row>, events: readonly RecordedEvent[]): Map<string, Row> {
  const rows = new Map<string, Row | null>();
  foldEvents(projection, rows, events);
  return new Map([...rows].filter((entry): entry is [string, Row] => entry[1] !== null));
}
