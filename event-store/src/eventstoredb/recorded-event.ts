import type { EventData, JSONType, RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '../port.js';

/** The same rule as the client's excludeSystemEvents() filter: system event types start with "$". */
export const isSystemEvent = (event: { readonly type: string }): boolean => event.type.startsWith('$');

export const toEsdbEventData = (event: NewEvent): EventData => ({
  id: event.id,
  contentType: 'application/json',
  type: event.type,
  // The client serialises data with JSON.stringify, which takes any value; its JSONType is narrower than our `unknown`.
  data: event.data as JSONType,
  metadata: { ...event.metadata },
});

export function fromEsdbEvent(event: EsdbRecordedEvent): RecordedEvent {
  // Servers send one with every event read; a reply without one cannot become a RecordedEvent.
  if (!event.position) throw new Error(`EventStoreDB returned event ${event.id} of ${event.streamId} without a position`);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    // Our events carry JSON metadata, which the client parses back into an object.
    metadata: event.metadata as unknown as EventMetadata,
    streamName: event.streamId,
    revision: event.revision,
    position: event.position,
    recordedAt: event.created.toISOString(),
  };
}
