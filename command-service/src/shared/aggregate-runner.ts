import { randomUUID } from 'node:crypto';
import { formatPosition, WrongExpectedVersionError, type EventStore, type ExpectedRevision, type RecordedEvent } from '@nakshatra/event-store';
import { refuse } from '@nakshatra/platform';
import { eventMetadata, type CommandMetadata } from './command-metadata.js';
import type { Decider, DomainEvent } from './decider.js';

export interface CommandOutcome<State, Event extends DomainEvent> {
  readonly events: readonly Event[];
  /** The state after the new events. */
  readonly state: State;
  /** Wire form of the position of the last appended event; undefined when nothing was appended. */
  readonly position: string | undefined;
  /** How many read-decide-append cycles it took (1 unless a concurrent writer won a race). */
  readonly attempts: number;
}

export interface RunOptions {
  /** Tries before a 409; streams many writers share (a wallet) need more than the default 5. */
  readonly maxAttempts?: number;
  readonly now?: () => Date;
}

const DEFAULT_MAX_ATTEMPTS = 5;

/** A random pause that grows with the attempt, so writers that collided do not collide again in step. */
export const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 50)));

/** A stream's state from its recorded events. */
export function foldStream<State, Command, Event extends DomainEvent>(history: readonly RecordedEvent[], decider: Decider<State, Command, Event>): State {
  return history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as Event), decider.initialState());
}

/** The current state of a stream, for decisions that span streams (a slug and its item). */
export async function loadState<State, Command, Event extends DomainEvent>(store: EventStore, stream: string, decider: Decider<State, Command, Event>): Promise<State> {
  return foldStream(await store.readStream(stream), decider);
}

/**
 * The one write path: read the stream, fold it, decide, append with the expected revision. A
 * concurrent writer makes the append fail with WrongExpectedVersionError; then the whole cycle runs
 * again on the newer state (bounded, with a growing random pause), so no command is lost or applied twice.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  meta: CommandMetadata,
  { maxAttempts = DEFAULT_MAX_ATTEMPTS, now = () => new Date() }: RunOptions = {},
): Promise<CommandOutcome<State, Event>> {
  for (let attempt = 1; ; attempt += 1) {
    const history = await store.readStream(stream);
    const state = foldStream(history, decider);
    const events = decider.decide(command, state);
    const after = events.reduce(decider.evolve, state);
    if (events.length === 0) return { events, state: after, position: undefined, attempts: attempt };
    const expectedRevision: ExpectedRevision = history.length ? history[history.length - 1]!.revision : 'no_stream';
    const metadata = eventMetadata(meta, now());
    try {
      const result = await store.appendToStream(
        stream,
        events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
        { expectedRevision },
      );
      return { events, state: after, position: formatPosition(result.position), attempts: attempt };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= maxAttempts) throw refuse('record.busy');
      if (attempt > 1) await backOff(attempt);
    }
  }
}
