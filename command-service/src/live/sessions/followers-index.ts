import { FOLLOWS_STREAM_PREFIX, type FollowEvent } from '@nakshatra/contracts';
import { comparePositions, type Position, type RecordedEvent } from '@nakshatra/event-store';

/**
 * Who follows each astrologer, on this instance of the command service: built from every
 * `follows-<userId>` stream of the store at start (the past first), then kept by subscription, so a
 * follow written by another instance counts too. The command service reads no read models, and the
 * store has no index from an astrologer to their followers; this is it, for telling followers that
 * an astrologer went live. It is told every event of the live feed, not only follows, so it knows how
 * far it has read: a start waits until the index has its own event (`caughtUpTo`), and a follow
 * written just before the start is then here.
 */
export class FollowersIndex {
  private readonly followers = new Map<string, Set<string>>();
  private seen: Position | undefined;
  private readonly waiting = new Set<{ readonly position: Position; readonly done: () => void }>();

  readonly apply = (recorded: RecordedEvent): void => {
    this.seen = recorded.position;
    if (recorded.streamName.startsWith(FOLLOWS_STREAM_PREFIX)) this.applyFollow(recorded);
    for (const waiter of this.waiting) if (comparePositions(waiter.position, recorded.position) <= 0) waiter.done();
  };

  followersOf(astrologerId: string): string[] {
    return [...(this.followers.get(astrologerId) ?? [])];
  }

  /**
   * Resolves once the index has read up to `position`, or after `boundMs` (a feed that is behind
   * or stopped must not hold the followers' notifications for ever; they are best effort).
   */
  caughtUpTo(position: Position, boundMs: number): Promise<void> {
    if (this.seen && comparePositions(this.seen, position) >= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        position,
        done: () => {
          clearTimeout(timer);
          this.waiting.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, boundMs);
      this.waiting.add(waiter);
    });
  }

  private applyFollow(recorded: RecordedEvent): void {
    const userId = recorded.streamName.slice(FOLLOWS_STREAM_PREFIX.length);
    const event = recorded as unknown as FollowEvent;
    const { astrologerId } = event.data;
    if (event.type === 'AstrologerFollowed') {
      const set = this.followers.get(astrologerId) ?? new Set<string>();
      set.add(userId);
      this.followers.set(astrologerId, set);
    } else if (event.type === 'AstrologerUnfollowed') {
      const set = this.followers.get(astrologerId);
      set?.delete(userId);
      if (set?.size === 0) this.followers.delete(astrologerId);
    }
  }
}
