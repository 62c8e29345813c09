import { randomUUID } from 'node:crypto';
import { formatPosition, WrongExpectedVersionError, type EventStore, type ExpectedRevision, type NewEvent } from '@nakshatra/event-store';
import { refuse } from '@nakshatra/platform';
import { backOff, type CommandOutcome } from './aggregate-runner.js';
import { eventMetadata, type CommandMetadata } from './command-metadata.js';
import type { Decider, DomainEvent } from './decider.js';

interface Pending<State, Command, Event extends DomainEvent> {
  readonly command: Command;
  readonly meta: CommandMetadata;
  readonly resolve: (outcome: CommandOutcome<State, Event>) => void;
  readonly reject: (error: unknown) => void;
}

interface CachedStream<State> {
  state: State;
  revision: ExpectedRevision;
}

export interface StreamBatcherOptions {
  /** Commands decided together and appended in one write. */
  readonly maxBatch?: number;
  /** Streams whose folded state is kept between commands (least recently used are dropped). */
  readonly maxCachedStreams?: number;
  /** Lost races with another process before a 409. */
  readonly maxAttempts?: number;
}

/**
 * The write path for hot streams (a wallet that many minutes, orders and recharges hit at once).
 * It keeps `runCommand`'s guarantees — decide on the current state, append with the expected
 * revision, retry a lost race on the newer state — and adds two things:
 *
 * - commands for one stream queue up in this process; the queue is decided in turn on the running
 *   state and all their events go in one append, so N concurrent writers cost about one round trip
 *   rather than N² retries;
 * - the folded state stays cached with its revision, so a write is one round trip while this
 *   process is the stream's only writer.
 *
 * A command the decider refuses fails alone (after deciding once more on a freshly read state, as
 * the cache may be behind); the others in its batch go ahead. When another process
 * wrote in between, the append fails on the revision: the cache is dropped and the whole batch is
 * decided again on the fresh state. The decider's `evolve` may change the state in place (the
 * wallet's does); a state is only ever evolved by events that were decided on it.
 */
export class StreamBatcher<State, Command, Event extends DomainEvent> {
  private readonly queues = new Map<string, Pending<State, Command, Event>[]>();
  private readonly cache = new Map<string, CachedStream<State>>();
  private readonly maxBatch: number;
  private readonly maxCachedStreams: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly store: EventStore,
    private readonly decider: Decider<State, Command, Event>,
    options: StreamBatcherOptions = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.maxBatch = options.maxBatch ?? 100;
    this.maxCachedStreams = options.maxCachedStreams ?? 10_000;
    this.maxAttempts = options.maxAttempts ?? 50;
  }

  /**
   * The outcome's `state` is a shallow copy taken when the batch was written: its scalar fields are
   * as of this command's batch; entries of maps in it may reflect later commands, so read the ones
   * this command touched, at once.
   */
  execute(stream: string, command: Command, meta: CommandMetadata): Promise<CommandOutcome<State, Event>> {
    return new Promise((resolve, reject) => {
      const pending = { command, meta, resolve, reject };
      const queue = this.queues.get(stream);
      if (queue) {
        queue.push(pending);
        return;
      }
      this.queues.set(stream, [pending]);
      void this.drain(stream);
    });
  }

  private async drain(stream: string): Promise<void> {
    const queue = this.queues.get(stream)!;
    while (queue.length > 0) await this.writeBatch(stream, queue.splice(0, this.maxBatch));
    this.queues.delete(stream);
  }

  private async writeBatch(stream: string, batch: Pending<State, Command, Event>[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      let cached: CachedStream<State>;
      let fresh: boolean;
      try {
        ({ cached, fresh } = await this.load(stream));
      } catch (error) {
        this.cache.delete(stream);
        for (const pending of batch) pending.reject(error);
        return;
      }
      const decided: { pending: Pending<State, Command, Event>; events: readonly Event[]; error?: unknown }[] = [];
      const appending: NewEvent[] = [];
      for (const pending of batch) {
        try {
          const events = this.decider.decide(pending.command, cached.state);
          for (const event of events) cached.state = this.decider.evolve(cached.state, event);
          const metadata = eventMetadata(pending.meta, this.now());
          appending.push(...events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })));
          decided.push({ pending, events });
        } catch (error) {
          decided.push({ pending, events: [], error });
        }
      }
      // A refusal is final only on a state just read: a cached one may miss another process's
      // writes (a recharge it credited), and refusing on it would be wrong.
      if (!fresh && decided.some((entry) => entry.error !== undefined)) {
        this.cache.delete(stream);
        continue;
      }
      let position: string | undefined;
      if (appending.length > 0) {
        try {
          const result = await this.store.appendToStream(stream, appending, { expectedRevision: cached.revision });
          cached.revision = result.nextExpectedRevision;
          position = formatPosition(result.position);
        } catch (error) {
          // The cached state has been evolved by events that were not written: it must go.
          this.cache.delete(stream);
          const lostRace = error instanceof WrongExpectedVersionError;
          if (lostRace && attempt < this.maxAttempts) {
            await backOff(attempt);
            continue;
          }
          const failure = lostRace ? refuse('record.busy') : error;
          for (const pending of batch) pending.reject(failure);
          return;
        }
      }
      const state = { ...cached.state };
      for (const { pending, events, error } of decided) {
        if (error !== undefined) pending.reject(error);
        else pending.resolve({ events, state, position: events.length > 0 ? position : undefined, attempts: attempt });
      }
      return;
    }
  }

  /**
   * The cached state as it is, without asking the store: if another process wrote since, the append
   * fails on the revision, the cache is dropped, and the retry folds the stream afresh. So a write
   * costs one round trip while this process is the stream's only writer.
   */
  private async load(stream: string): Promise<{ cached: CachedStream<State>; fresh: boolean }> {
    let cached = this.cache.get(stream);
    this.cache.delete(stream);
    const fresh = cached === undefined;
    if (!cached) {
      cached = { state: this.decider.initialState(), revision: 'no_stream' };
      for (const recorded of await this.store.readStream(stream)) {
        cached.state = this.decider.evolve(cached.state, recorded as unknown as Event);
        cached.revision = recorded.revision;
      }
    }
    // Re-inserted last: the map's order is least recently used first.
    this.cache.set(stream, cached);
    if (this.cache.size > this.maxCachedStreams) this.cache.delete(this.cache.keys().next().value!);
    return { cached, fresh };
  }
}
