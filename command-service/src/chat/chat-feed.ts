import { CHAT_STREAM_PREFIX } from '@nakshatra/contracts';
import { comparePositions, type EventStore, type Position, type RecordedEvent, type Subscription } from '@nakshatra/event-store';

const PAGE = 1000;
const CATCH_UP_PAUSE_MS = 20;
/** After the store failed (say, PostgreSQL restarting or out of connections), try again this soon. */
const RESUBSCRIBE_MS = 1000;

/** What follows the chat feed: told of each chat event in order; `live` is false while the past is read. */
export type ChatEventListener = (event: RecordedEvent, live: boolean) => void;

/**
 * Every `chat-` event of the store, in order, for this instance of the command service: the ticker's
 * index of open sessions and the WebSocket hub both follow it. Read from the event store itself, not
 * a read model: billing and delivery must not wait on projection lag, nor stop when the projector
 * does, and sessions written by another instance are seen too. `follow` reads the past to the head
 * before it resolves (so a restarted service knows every open session before its first tick), then
 * subscribes to new events, subscribing again from where it was after the store fails.
 */
export class ChatFeed {
  private readonly listeners: ChatEventListener[] = [];
  private subscription: Subscription | undefined;
  /** The last event told, so a new subscription after a failure goes on exactly from it. */
  private position: Position | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  listen(listener: ChatEventListener): void {
    this.listeners.push(listener);
  }

  async follow(store: EventStore, onError: (error: unknown) => void): Promise<void> {
    // Up to the head as it is now: a read may stop short of events whose transaction is still
    // committing somewhere on the server, and a session missed here would not be ticked.
    const head = await store.headPosition();
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

  /** A subscription ends on the first failed read; the feed must not, or billing and delivery would stop for good. */
  private subscribe(store: EventStore, onError: (error: unknown) => void): void {
    this.subscription = store.subscribeToAll({ from: this.position }, (event) => this.publish(event, true), (error) => {
      onError(error);
      if (!this.stopped) this.retry = setTimeout(() => this.subscribe(store, onError), RESUBSCRIBE_MS);
    });
  }

  private publish(event: RecordedEvent, live: boolean): void {
    this.position = event.position;
    if (!event.streamName.startsWith(CHAT_STREAM_PREFIX)) return;
    for (const listener of this.listeners) listener(event, live);
  }
}
