import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  type AllStreamRecordedEvent,
} from '@eventstore/db-client';
import { assertAppendable } from '../append-preconditions.js';
import { CaughtUpWaiter } from '../caught-up-waiter.js';
import { describeError } from '../describe-error.js';
import {
  EventStoreUnavailableError,
  comparePositions,
  type AppendResult,
  type CaughtUpWait,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port.js';
import { SubscriptionRegistry } from '../subscription-registry.js';
import { fromEsdbAppendError, toEsdbExpectedRevision } from './expected-revision.js';
import { fromEsdbEvent, isSystemEvent, toEsdbEventData } from './recorded-event.js';
import { subscribeToUserEvents } from './user-event-subscription.js';

export interface EventStoreDbEventStoreOptions {
  /** Deadline of ping() (default 3 s). */
  readonly pingTimeoutMs?: number;
  /**
   * countAfter() counts up to this many events, then reports this number (default 10,000): EventStoreDB
   * has no count of $all, so counting means reading the events.
   */
  readonly countAfterLimit?: number;
}

const COUNT_PAGE_SIZE = 1_000;
const HEAD_PAGE_SIZE = 100;

/**
 * The EventStoreDB adapter. The client of this version cannot filter reads of $all on the server,
 * so readAll, headPosition and countAfter drop system events here; subscriptions filter on the server.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly ownsClient: boolean;
  private readonly pingTimeoutMs: number;
  private readonly countAfterLimit: number;
  private readonly subscriptions = new SubscriptionRegistry();

  /** `esdb://host:2113?tls=false` and the like, or a client the caller owns and disposes of. */
  constructor(clientOrConnectionString: EventStoreDBClient | string, options: EventStoreDbEventStoreOptions = {}) {
    this.ownsClient = typeof clientOrConnectionString === 'string';
    this.client =
      typeof clientOrConnectionString === 'string' ? EventStoreDBClient.connectionString(clientOrConnectionString) : clientOrConnectionString;
    this.pingTimeoutMs = options.pingTimeoutMs ?? 3_000;
    this.countAfterLimit = options.countAfterLimit ?? 10_000;
  }

  async appendToStream(stream: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    assertAppendable(stream, events, options.expectedRevision);
    const result = await this.client
      .appendToStream(stream, events.map(toEsdbEventData), { expectedRevision: toEsdbExpectedRevision(options.expectedRevision) })
      .catch((error: unknown) => {
        throw fromEsdbAppendError(error, stream, options.expectedRevision);
      });
    // An idempotent repeat succeeds without a position; the port promises the stored event's.
    const position = result.position ?? (await this.positionOfRevision(stream, result.nextExpectedRevision));
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const read = this.client.readStream(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      maxCount: options.maxCount,
    });
    try {
      const events: RecordedEvent[] = [];
      for await (const { event } of read) if (event) events.push(fromEsdbEvent(event));
      return events;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll({ from, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    for await (const event of this.userEventsAfter(from, limit + 1)) {
      events.push(fromEsdbEvent(event));
      if (events.length === limit) break;
    }
    return events;
  }

  async headPosition(): Promise<Position | undefined> {
    let before: Position | undefined;
    for (;;) {
      const page = await this.readAllPage(before, HEAD_PAGE_SIZE, 'backwards');
      const newest = page.find((event) => !isSystemEvent(event));
      if (newest) return newest.position;
      if (page.length < HEAD_PAGE_SIZE - 1) return undefined;
      before = page.at(-1)?.position;
    }
  }

  /** A committed event is readable at once on EventStoreDB. */
  committedHeadPosition(): Promise<Position | undefined> {
    return this.headPosition();
  }

  /** Exact up to countAfterLimit events, that limit beyond. */
  async countAfter(from: Position | undefined): Promise<number> {
    const events = this.userEventsAfter(from, COUNT_PAGE_SIZE);
    let count = 0;
    while (count < this.countAfterLimit && !(await events.next()).done) count++;
    await events.return(undefined);
    return count;
  }

  /** Timed only: this adapter follows the store by its own subscriptions, and nothing here announces appends. */
  caughtUpWait(pollIntervalMs: number): CaughtUpWait {
    return new CaughtUpWaiter(undefined, pollIntervalMs);
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler, onError?: (error: unknown) => void): Subscription {
    return this.subscriptions.track((reportError) => subscribeToUserEvents(this.client, options.from, handler, reportError), onError);
  }

  async ping(): Promise<void> {
    try {
      await this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, deadline: this.pingTimeoutMs }).toArray();
    } catch (error) {
      throw new EventStoreUnavailableError(`EventStoreDB unreachable: ${describeError(error)}`, { cause: error });
    }
  }

  /** Stops the subscriptions still running, then disposes of the client if this store created it. */
  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    if (this.ownsClient) await this.client.dispose();
  }

  private async positionOfRevision(stream: string, revision: bigint): Promise<Position> {
    const [event] = await this.readStream(stream, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new Error(`EventStoreDB reported revision ${revision} of ${stream}, which cannot be read back`);
    return event.position;
  }

  /** User events strictly after `from`, read a page at a time. */
  private async *userEventsAfter(from: Position | undefined, pageSize: number): AsyncGenerator<AllStreamRecordedEvent> {
    let after = from;
    for (;;) {
      const page = await this.readAllPage(after, pageSize, 'forwards');
      for (const event of page) if (!isSystemEvent(event)) yield event;
      // A page may have lost the event at `after` (see readAllPage), hence pageSize - 1.
      if (page.length < pageSize - 1) return;
      after = page.at(-1)?.position;
    }
  }

  /**
   * One read of $all strictly after (forwards) or before (backwards) a position. Whether the server
   * includes the event at the start position is not part of its contract, so it is dropped here.
   */
  private async readAllPage(start: Position | undefined, maxCount: number, direction: 'forwards' | 'backwards'): Promise<AllStreamRecordedEvent[]> {
    const page: AllStreamRecordedEvent[] = [];
    const read = this.client.readAll({ direction: direction === 'forwards' ? FORWARDS : BACKWARDS, fromPosition: start ?? (direction === 'forwards' ? START : END), maxCount });
    for await (const { event } of read) {
      if (event && (!start || comparePositions(event.position, start) !== 0)) page.push(event);
    }
    return page;
  }
}
