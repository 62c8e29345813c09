import { MAX_FOLLOWS_PER_USER, type FollowEvent } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider } from '../../shared/decider.js';

/** A customer's follows (`follows-<userId>`): the astrologers they are told about when they go live. */
export interface FollowsState {
  readonly following: ReadonlySet<string>;
}

export type FollowsCommand = { readonly type: 'Follow'; readonly astrologerId: string; readonly at: Date } | { readonly type: 'Unfollow'; readonly astrologerId: string; readonly at: Date };

/** Following twice, or unfollowing someone not followed, changes nothing (PUT and DELETE may be repeated). */
export const followsDecider: Decider<FollowsState, FollowsCommand, FollowEvent> = {
  initialState: () => ({ following: new Set() }),

  evolve(state, event) {
    const following = new Set(state.following);
    if (event.type === 'AstrologerFollowed') following.add(event.data.astrologerId);
    else following.delete(event.data.astrologerId);
    return { following };
  },

  decide(command, state) {
    const follows = state.following.has(command.astrologerId);
    switch (command.type) {
      case 'Follow':
        if (follows) return [];
        if (state.following.size >= MAX_FOLLOWS_PER_USER) throw refuse('live.too_many_follows', { maximum: MAX_FOLLOWS_PER_USER });
        return [{ type: 'AstrologerFollowed', data: { astrologerId: command.astrologerId, followedAt: command.at.toISOString() } }];
      case 'Unfollow':
        return follows ? [{ type: 'AstrologerUnfollowed', data: { astrologerId: command.astrologerId, unfollowedAt: command.at.toISOString() } }] : [];
    }
  },
};
