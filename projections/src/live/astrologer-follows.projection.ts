import type { DocumentProjection } from '../runtime/projection.js';
import { asFollowEvent, followerOf, isFollowEvent } from './live-stream.js';

export interface AstrologerFollowRow {
  readonly id: string;
  readonly user_id: string;
  readonly astrologer_id: string;
  readonly followed_at: Date | string;
}

const followId = (userId: string, astrologerId: string) => `${userId}:${astrologerId}`;

/** One row per customer following an astrologer (get_my_follows); unfollowing removes it. */
export const astrologerFollowsProjection: DocumentProjection<AstrologerFollowRow> = {
  name: 'astrologer_follows',
  table: 'astrologer_follows',
  handles: isFollowEvent,
  keyOf: (event) => followId(followerOf(event), asFollowEvent(event).data.astrologerId),
  evolve(_row, recorded) {
    const event = asFollowEvent(recorded);
    if (event.type === 'AstrologerUnfollowed') return null;
    const userId = followerOf(recorded);
    return { id: followId(userId, event.data.astrologerId), user_id: userId, astrologer_id: event.data.astrologerId, followed_at: event.data.followedAt };
  },
};

export interface AstrologerFollowerCountRow {
  readonly id: string;
  readonly followers: number;
  readonly updated_at: Date | string;
}

/**
 * How many follow each astrologer, kept as a count rather than counted at read time: a popular
 * astrologer's followers are many and `/live` shows the count on every card. Exact, since the follows
 * decider records a follow only when not following, and an unfollow only when following.
 */
export const astrologerFollowerCountsProjection: DocumentProjection<AstrologerFollowerCountRow> = {
  name: 'astrologer_follower_counts',
  table: 'astrologer_follower_counts',
  handles: isFollowEvent,
  keyOf: (event) => asFollowEvent(event).data.astrologerId,
  evolve(row, recorded) {
    const event = asFollowEvent(recorded);
    const followers = (row?.followers ?? 0) + (event.type === 'AstrologerFollowed' ? 1 : -1);
    return { id: event.data.astrologerId, followers: Math.max(0, followers), updated_at: recorded.metadata.occurredAt };
  },
};
