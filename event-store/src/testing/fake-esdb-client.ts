import { PassThrough, Readable } from 'node:stream';
import { END, FORWARDS, START, type AllStreamRecordedEvent, type EventStoreDBClient, type ReadAllOptions, type SubscribeToAllOptions } from '@eventstore/db-client';
import { comparePositions, type Position } from '../port.js';

/**
 * Just enough of EventStoreDBClient to run the adapter's paging and subscription logic without a
 * server. `startInclusive` picks how a read treats the event at its start position, which the
 * adapter must not depend on.
 */
export class FakeEsdbClient {
  readonly log: AllStreamRecordedEvent[] = [];
  readonly subscriptions: FakeSubscription[] = [];
  readAllCalls = 0;

  constructor(private readonly startInclusive: boolean) {}

  add(type: string, count = 1): AllStreamRecordedEvent[] {
    const added = Array.from({ length: count }, (_, index): AllStreamRecordedEvent => {
      const at = BigInt(this.log.length + index + 1) * 100n;
      return { streamId: type.startsWith('$') ? '$stats' : 'thing-1', id: `event-${at}`, isJson: true, revision: at, type, created: new Date(0), data: {}, metadata: {}, position: { commit: at, prepare: at } };
    });
    this.log.push(...added);
    return added;
  }

  readAll({ fromPosition = START, direction = FORWARDS, maxCount = Number.MAX_SAFE_INTEGER }: ReadAllOptions = {}): Readable {
    this.readAllCalls++;
    const ordered = direction === FORWARDS ? [...this.log] : [...this.log].reverse();
    const from = fromPosition === START || fromPosition === END ? undefined : fromPosition;
    const startsAtEnd = fromPosition === (direction === FORWARDS ? END : START);
    const selected = startsAtEnd ? [] : ordered.filter((event) => !from || this.isAtOrBeyond(event.position, from, direction === FORWARDS));
    return Readable.from(selected.slice(0, Number(maxCount)).map((event) => ({ event })));
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): FakeSubscription {
    const subscription = new FakeSubscription(options);
    this.subscriptions.push(subscription);
    return subscription;
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }

  private isAtOrBeyond(position: Position, from: Position, forwards: boolean): boolean {
    const order = comparePositions(position, from) * (forwards ? 1 : -1);
    return order > 0 || (order === 0 && this.startInclusive);
  }
}

export class FakeSubscription extends PassThrough {
  unsubscribed = false;

  constructor(readonly options: SubscribeToAllOptions) {
    super({ objectMode: true });
  }

  async unsubscribe(): Promise<void> {
    this.unsubscribed = true;
  }
}
