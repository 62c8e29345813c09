import { CHAT_STREAM_PREFIX } from '@nakshatra/contracts';
import type { EventStore, Position, RecordedEvent, Subscription } from '@nakshatra/event-store';

const PAGE = 1000;

/**
 * The sessions the ticker must watch: requested (to time out) or active (to bill). Kept in memory
 * from the event store itself, not a read model: billing must not wait on projection lag, nor stop
 * when the projector does. `follow` reads the past to the head before it resolves (so a restarted
 * service resumes every open session before its first tick), then subscribes to new events, so
 * sessions opened by another instance of the command service are watched too; this instance also
 * adds its own at once.
 */
export class OpenChats {
  private readonly open = new Set<string>();
  private subscription: Subscription | undefined;

  async follow(store: EventStore, onError: (error: unknown) => void): Promise<void> {
    let from: Position | undefined;
    for (;;) {
      const page = await store.readAll({ from, limit: PAGE });
      page.forEach((event) => this.apply(event));
      if (page.length > 0) from = page[page.length - 1]!.position;
      if (page.length < PAGE) break;
    }
    this.subscription = store.subscribeToAll({ from }, (event) => this.apply(event), onError);
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
  }

  add(sessionId: string): void {
    this.open.add(sessionId);
  }

  remove(sessionId: string): void {
    this.open.delete(sessionId);
  }

  ids(): string[] {
    return [...this.open];
  }

  private apply(event: RecordedEvent): void {
    if (!event.streamName.startsWith(CHAT_STREAM_PREFIX)) return;
    const sessionId = event.streamName.slice(CHAT_STREAM_PREFIX.length);
    if (event.type === 'ChatRequested') this.add(sessionId);
    else if (event.type === 'ChatRejected' || event.type === 'ChatEnded') this.remove(sessionId);
  }
}
