import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../port.js';

/** An event with a fresh id and complete metadata, as a command handler would write it. */
export function newEvent(type = 'ThingHappened', data: unknown = { at: Date.now() }): NewEvent {
  const id = randomUUID();
  return {
    id,
    type,
    data,
    metadata: {
      correlationId: id,
      causationId: id,
      actor: { id: 'event-store-tests', role: 'system' },
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}
