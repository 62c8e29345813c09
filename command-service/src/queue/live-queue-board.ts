import { LIVE_QUEUE_STREAM_PREFIX, type LiveSocketServerMessage, type QueueJoined, type QueueTurnStarted } from '@nakshatra/contracts';
import { formatPosition, type RecordedEvent } from '@nakshatra/event-store';

type QueueMessage = Extract<LiveSocketServerMessage, { type: 'queue' }>;

interface Line {
  /** Entry id → customer, in joining order (a Map keeps insertion order). */
  readonly waiting: Map<string, string>;
  readonly customers: Map<string, string>;
  turnUserId: string | null;
  /** The store's position after the line's last event. */
  position: string | null;
}

/**
 * Each live session's line as the live sockets show it (the `queue` message): who waits, in order, and
 * whose turn it is, folded from the `queue-live-` streams by the live module's feed on every instance,
 * so each tells its own sockets. A line whose session closed is forgotten.
 */
export class LiveQueueBoard {
  private readonly lines = new Map<string, Line>();
  private readonly listeners: ((sessionId: string, message: QueueMessage) => void)[] = [];

  /** Told of each change as it happens (not of the past the feed reads at start). */
  onChange(listener: (sessionId: string, message: QueueMessage) => void): void {
    this.listeners.push(listener);
  }

  /** What a socket joining the session is told after `ready`. */
  readonly snapshot = (sessionId: string): QueueMessage => {
    const line = this.lines.get(sessionId);
    return { type: 'queue', waiting: line ? [...line.waiting.values()] : [], turn_user_id: line?.turnUserId ?? null, position: line?.position ?? null };
  };

  readonly apply = (event: RecordedEvent, live: boolean): void => {
    if (!event.streamName.startsWith(LIVE_QUEUE_STREAM_PREFIX)) return;
    const sessionId = event.streamName.slice(LIVE_QUEUE_STREAM_PREFIX.length);
    const line: Line = this.lines.get(sessionId) ?? { waiting: new Map(), customers: new Map(), turnUserId: null, position: null };
    line.position = formatPosition(event.position);
    const { entryId } = event.data as { entryId?: string };
    switch (event.type) {
      case 'QueueJoined': {
        const { customerId } = event.data as QueueJoined;
        line.waiting.set(entryId!, customerId);
        line.customers.set(entryId!, customerId);
        break;
      }
      case 'QueueLeft':
        line.waiting.delete(entryId!);
        break;
      case 'QueueTurnStarted':
        line.waiting.delete(entryId!);
        line.turnUserId = line.customers.get((event.data as QueueTurnStarted).entryId) ?? null;
        break;
      case 'QueueTurnEnded':
        line.turnUserId = null;
        break;
      case 'QueueLiveClosed':
        this.lines.delete(sessionId);
        if (live) for (const listener of this.listeners) listener(sessionId, { type: 'queue', waiting: [], turn_user_id: null, position: line.position });
        return;
      default:
        return;
    }
    this.lines.set(sessionId, line);
    if (live) this.tell(sessionId);
  };

  private tell(sessionId: string): void {
    const message = this.snapshot(sessionId);
    for (const listener of this.listeners) listener(sessionId, message);
  }
}
