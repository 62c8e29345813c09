import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AstrologerFollows } from '../astrologer-follows.js';
import { LiveSessions, type LiveOutcome } from '../live-sessions.js';
import { CancelLiveSession, EndLiveSession, FollowAstrologer, ScheduleLiveSession, StartLiveSession, UnfollowAstrologer } from './live-commands.js';

const answer = (sessions: LiveSessions, { session, position }: LiveOutcome) => ({ view: sessions.view(session), position });

/** create_live_session (docs/live.md). */
@CommandHandler(ScheduleLiveSession)
export class ScheduleLiveSessionHandler implements ICommandHandler<ScheduleLiveSession> {
  constructor(@Inject(LiveSessions) private readonly sessions: LiveSessions) {}
  async execute({ userId, body, meta }: ScheduleLiveSession) {
    return answer(this.sessions, await this.sessions.schedule(userId, body, meta));
  }
}

/** start_live_session/{id}. */
@CommandHandler(StartLiveSession)
export class StartLiveSessionHandler implements ICommandHandler<StartLiveSession> {
  constructor(@Inject(LiveSessions) private readonly sessions: LiveSessions) {}
  async execute({ userId, sessionId, meta }: StartLiveSession) {
    return answer(this.sessions, await this.sessions.start(userId, sessionId, meta));
  }
}

/** end_live_session/{id}. */
@CommandHandler(EndLiveSession)
export class EndLiveSessionHandler implements ICommandHandler<EndLiveSession> {
  constructor(@Inject(LiveSessions) private readonly sessions: LiveSessions) {}
  async execute({ actor, sessionId, reason, meta }: EndLiveSession) {
    return answer(this.sessions, await this.sessions.end(actor, sessionId, reason, meta));
  }
}

/** delete_live_session/{id}. */
@CommandHandler(CancelLiveSession)
export class CancelLiveSessionHandler implements ICommandHandler<CancelLiveSession> {
  constructor(@Inject(LiveSessions) private readonly sessions: LiveSessions) {}
  async execute({ actor, sessionId, meta }: CancelLiveSession) {
    return answer(this.sessions, await this.sessions.cancel(actor, sessionId, meta));
  }
}

/** follow_astrologer/{id}. */
@CommandHandler(FollowAstrologer)
export class FollowAstrologerHandler implements ICommandHandler<FollowAstrologer> {
  constructor(@Inject(AstrologerFollows) private readonly follows: AstrologerFollows) {}
  execute({ userId, astrologerId, meta }: FollowAstrologer) {
    return this.follows.follow(userId, astrologerId, meta);
  }
}

/** unfollow_astrologer/{id}. */
@CommandHandler(UnfollowAstrologer)
export class UnfollowAstrologerHandler implements ICommandHandler<UnfollowAstrologer> {
  constructor(@Inject(AstrologerFollows) private readonly follows: AstrologerFollows) {}
  execute({ userId, astrologerId, meta }: UnfollowAstrologer) {
    return this.follows.unfollow(userId, astrologerId, meta);
  }
}
