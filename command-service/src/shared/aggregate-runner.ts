import { randomUUID } from 'node:crypto';
import { formatPosition, WrongExpectedVersionError, type EventStore, type ExpectedRevision } from '@nakshatra/event-store';
import { conflict } from '@nakshatra/platform';
import { eventMetadata, type CommandMetadata } from './command-metadata.js';
import type { Decider, DomainEvent } from './decider.js';

export interface CommandOutcome<State, Event extends DomainEvent> {
  readonly events: readonly Event[];
  /** The state after the new events. */
  readonly state: State;
  /** Wire form of the position of the last appended event; undefined when nothing was appended. */
  readonly position: string | undefined;
}

const MAX_ATTEMPTS = 5;

/** The current state of a stream, for decisions that span streams (a slug and its item). */
export async function loadState<State, Command, Event extends DomainEvent>(store: EventStore, stream: string, decider: Decider<State, Command, Event>): Promise<State> {
  const history = await store.readStream(stream);
  return history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as Event), decider.initialState());
}

/**
 * The one write path: read the stream, fold it, decide, append with the expected revision. A
 * concurrent writer makes the append fail with WrongExpectedVersionError; then the whole cycle runs
 * again on the newer state (bounded), so no command is lost or applied twice.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  meta: CommandMetadata,
  now: () => Date = () => new Date(),
): Promise<CommandOutcome<State, Event>> {
  for (let attempt = 1; ; attempt += 1) {
    const history = await store.readStream(stream);
    const state = history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as Event), decider.initialState());
    const events = decider.decide(command, state);
    const after = events.reduce(decider.evolve, state);
    if (events.length === 0) return { events, state: after, position: undefined };
    const expectedRevision: ExpectedRevision = history.length ? history[history.length - 1]!.revision : 'no_stream';
    const metadata = eventMetadata(meta, now());
    try {
      const result = await store.appendToStream(
        stream,
        events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
        { expectedRevision },
      );
      return { events, state: after, position: formatPosition(result.position) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw conflict('This record is being changed by someone else right now. Please try again.');
    }
  }
}
