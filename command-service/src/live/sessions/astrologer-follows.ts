import { astrologerStreamName, followsStreamName, isUuid, type FollowView } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, type RateLimiter } from '@nakshatra/platform';
import { astrologerDecider } from '../../astrologers/astrologer.decider.js';
import { loadState, runCommand } from '../../shared/aggregate-runner.js';
import type { CommandMetadata } from '../../shared/command-metadata.js';
import { limitPerUser } from '../../shared/rate-limits.js';
import { followsDecider } from './follows.decider.js';

export interface FollowOutcome {
  readonly view: FollowView;
  readonly position: string | undefined;
}

const astrologerIdOf = (id: string): string => {
  if (!isUuid(id)) throw refuse('astrologer.not_found');
  return id.toLowerCase();
};

/** follow_astrologer / unfollow_astrologer: a customer's `follows-<userId>` stream (docs/live.md). */
export class AstrologerFollows {
  constructor(
    private readonly store: EventStore,
    /** Each follow and unfollow counts against the person's hourly limit (shared/rate-limits.ts). */
    private readonly limiter: RateLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Only a listed astrologer (approved, active) can be followed, and not by their own account. */
  async follow(userId: string, id: string, meta: CommandMetadata): Promise<FollowOutcome> {
    const astrologerId = astrologerIdOf(id);
    await limitPerUser(this.limiter, 'follows-write', userId);
    const astrologer = await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider);
    if (astrologer.status !== 'approved' || !astrologer.active) throw refuse('astrologer.not_found');
    if (astrologer.application.userId === userId) throw refuse('live.follow_yourself');
    const { position } = await runCommand(this.store, followsStreamName(userId), followsDecider, { type: 'Follow', astrologerId, at: this.now() }, meta, { now: this.now });
    return { view: { astrologer_id: astrologerId, following: true }, position };
  }

  /** Anyone followed can be unfollowed, whatever became of them since. */
  async unfollow(userId: string, id: string, meta: CommandMetadata): Promise<FollowOutcome> {
    const astrologerId = astrologerIdOf(id);
    await limitPerUser(this.limiter, 'follows-write', userId);
    const { position } = await runCommand(this.store, followsStreamName(userId), followsDecider, { type: 'Unfollow', astrologerId, at: this.now() }, meta, { now: this.now });
    return { view: { astrologer_id: astrologerId, following: false }, position };
  }
}
