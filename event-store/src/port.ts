import type { Actor, Position } from '@nakshatra/contracts';

export { comparePositions, formatPosition, parsePosition, type Position } from '@nakshatra/contracts';

/**
 * The event store port of docs/architecture (../shared/design/architecture.md, "Event store").
 * Two adapters implement it: PostgreSQL (embedded and CI default) and EventStoreDB. One contract
 * suite (event-store.contract.ts) runs against both, so the rest of the system never knows which.
 */

/** Revisions are 0-based, as in EventStoreDB: the first event of a stream has revision 0n. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export type { Actor };

export interface EventMetadata {
  readonly correlationId: string;
  readonly causationId: string;
  readonly actor: Actor;
  /** ISO-8601 UTC. */
  readonly occurredAt: string;
  readonly schemaVersion: number;
}

/** What a writer hands to appendToStream. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  /** uuid; appending an event id that is already stored is a no-op (idempotency). */
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** What a reader gets back. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  readonly streamName: string;
  readonly revision: bigint;
  readonly position: Position;
  /** When the store recorded it (ISO-8601 UTC). */
  readonly recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextExpectedRevision: bigint;
  /** Global position of the last appended event (or of the already-stored one on a no-op). */
  readonly position: Position;
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; defaults to the start (forwards) or the end (backwards). */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omitted: from the very first event. */
  readonly from?: Position;
  readonly limit: number;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Exclusive, as in readAll. */
  readonly from?: Position;
}

export type EventHandler = (event: RecordedEvent) => Promise<void> | void;

export interface EventStore {
  appendToStream(stream: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** Resolves to [] for a stream that does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** User events of every stream in global order; system events of the store are never returned. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Position of the newest event readers may see, or undefined for none: a subscription from it
   * misses nothing appended later. On PostgreSQL it stays behind while any older transaction on
   * the server is open (queries.sql.ts, VISIBLE), so events already committed may lie beyond it.
   */
  headPosition(): Promise<Position | undefined>;
  /**
   * Position of the newest event committed, whether or not readers may see it yet, or undefined
   * for an empty store: what a reader that must know everything written so far reads up to (the
   * command service's StoreFeed before its first tick). The same as headPosition on EventStoreDB.
   */
  committedHeadPosition(): Promise<Position | undefined>;
  /** Count of events strictly after `from` (for lag reporting); may be approximate on EventStoreDB. */
  countAfter(from: Position | undefined): Promise<number>;
  /** Calls the handler for each event after `from`, in order, one at a time, then for new ones as they come. */
  subscribeToAll(options: SubscribeOptions, handler: EventHandler, onError?: (error: unknown) => void): Subscription;
  /**
   * For a reader that follows the store with readAll (a projection runner): how it waits once it
   * has caught up. Woken by the store's announcements of appends where it makes them, though under
   * a stream of them at most once in each window of `minIntervalMs` (caught-up-waiter.ts); else
   * every `pollIntervalMs`. Close it when the reader stops.
   */
  caughtUpWait(pollIntervalMs: number, minIntervalMs?: number): CaughtUpWait;
  /** Cheap liveness probe for /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** See EventStore.caughtUpWait. */
export interface CaughtUpWait {
  /** Resolves when events after `position` may have been appended (an announcement, or the poll interval). */
  after(position: Position | undefined): Promise<void>;
  /** Ends a wait under way at once, and every later one: the reader is stopping. */
  close(): void;
}

/** The one typed error for a failed optimistic-concurrency check. */
export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual revision, or 'no_stream'. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

/** ping() could not reach the store; `cause` holds the driver's error. */
export class EventStoreUnavailableError extends Error {
  override readonly name = 'EventStoreUnavailableError';
}
