import { comparePositions, type EventStore, type Position, type RecordedEvent, type Subscription } from '@nakshatra/event-store';

const PAGE = 1000;
const CATCH_UP_PAUSE_MS = 20;
/** After the store failed (say, PostgreSQL restarting or out of connections), try again this soon. */
const RESUBSCRIBE_MS = 1000;

/** What follows a feed: told of each event of its streams in order; `live` is false while the past is read. */
export type StoreEventListener = (event: RecordedEvent, live: boolean) => void;

/**
 * Every event of the streams whose names start with given prefixes, in order, for this instance of the
 * command service: what its background work (chat billing and delivery, recharge expiry) follows.
 * Read from the event store itself, not a read model: that work must not wait on projection lag, nor
 * stop when the projector does, and streams written by another instance are seen too. `follow` reads
 * the past to the head before it resolves (so a restarted service knows everything still open before
 * its first tick), then subscribes to new events, subscribing again from where it was after the store fails.
 */
export class StoreFeed {
  private readonly listeners: StoreEventListener[] = [];
  private subscription: Subscription | undefined;
  /** The last event told, so a new subscription after a failure goes on exactly from it. */
  private position: Position | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  private readonly streamPrefixes: readonly string[];

  /** The streams whose names start with any of these prefixes. */
  constructor(streamPrefixes: string | readonly string[]) {
    this.streamPrefixes = typeof streamPrefixes === 'string' ? [streamPrefixes] : streamPrefixes;
  }

  /** The last event this feed was told, of any stream: a test waits for it to reach the store's head before a tick. */
  get seen(): Position | undefined {
    return this.position;
  }

  listen(listener: StoreEventListener): void {
    this.listeners.push(listener);
  }

  async follow(store: EventStore, onError: (error: unknown) => void): Promise<void> {
    // Up to every event committed by now, not only those readers may see yet: while an older
    // transaction anywhere on the server is open, reads stop short of events already committed
    // (the visible head does too), and a stream missed here would not be looked after until the
    // subscription brought it, maybe after the first tick.
    const head = await store.committedHeadPosition();
    for (;;) {
      const page = await store.readAll({ from: this.position, limit: PAGE });
      page.forEach((event) => this.publish(event, false));
      if (!head || (this.position && comparePositions(this.position, head) >= 0)) break;
      if (page.length < PAGE) await new Promise((resolve) => setTimeout(resolve, CATCH_UP_PAUSE_MS));
    }
    this.subscribe(store, onError);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.subscription?.stop();
  }

  /** A subscription ends on the first failed read; the feed must not, or the work that follows it would stop for good. */
  private subscribe(store: EventStore, onError: (error: unknown) => void): void {
    this.subscription = store.subscribeToAll({ from: this.position }, (event) => this.publish(event, true), (error) => {
      onError(error);
      if (!this.stopped) this.retry = setTimeout(() => this.subscribe(store, onError), RESUBSCRIBE_MS);
    });
  }

  private publish(event: RecordedEvent, live: boolean): void {
    this.position = event.position;
    if (!this.streamPrefixes.some((prefix) => event.streamName.startsWith(prefix))) return;
    for (const listener of this.listeners) listener(event, live);
  }
}
