import { FOLLOWS_STREAM_PREFIX, type FollowEvent } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/**
 * Who follows each astrologer, on this instance of the command service: built from every
 * `follows-<userId>` stream of the store at start (the past first), then kept by subscription, so a
 * follow written by another instance counts too. The command service reads no read models, and the
 * store has no index from an astrologer to their followers; this is it, for telling followers that
 * an astrologer went live. A follow a moment old may not be here yet: notifying is best effort anyway.
 */
export class FollowersIndex {
  private readonly followers = new Map<string, Set<string>>();

  readonly apply = (recorded: RecordedEvent): void => {
    if (!recorded.streamName.startsWith(FOLLOWS_STREAM_PREFIX)) return;
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
  };

  followersOf(astrologerId: string): string[] {
    return [...(this.followers.get(astrologerId) ?? [])];
  }
}
