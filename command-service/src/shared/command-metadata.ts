import { randomUUID } from 'node:crypto';
import type { Actor } from '@nakshatra/contracts';
import type { EventMetadata } from '@nakshatra/event-store';

/** Who asked and in which request: travels from the gateway's correlation id into every event. */
export interface CommandMetadata {
  readonly commandId: string;
  readonly actor: Actor;
  readonly correlationId: string;
}

export const commandMetadata = (actor: Actor, correlationId: string): CommandMetadata => ({ commandId: randomUUID(), actor, correlationId });

export const eventMetadata = (meta: CommandMetadata, now: Date): EventMetadata => ({
  correlationId: meta.correlationId,
  causationId: meta.commandId,
  actor: meta.actor,
  occurredAt: now.toISOString(),
  schemaVersion: 1,
});
