import type { RecordedEvent } from '@nakshatra/event-store';

/**
 * Events as the store would give them, for the orphan checks' unit tests: each call is the next
 * position in one run of the store, so a list built in call order is in the store's order.
 */
export function eventList(at = '2026-11-26T10:00:00Z'): (streamName: string, type: string, data: object) => RecordedEvent {
  let position = 0n;
  return (streamName, type, data) => {
    position += 1n;
    return { id: `e-${position}`, type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'x', role: 'system' }, occurredAt: at, schemaVersion: 1 }, streamName, revision: 0n, position: { commit: position, prepare: position }, recordedAt: at };
  };
}
