import type { Actor, CreateLiveSession, LiveSessionView } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { FollowOutcome } from '../astrologer-follows.js';

type Answer = { readonly view: LiveSessionView; readonly position: string | undefined };

/** create_live_session: the caller is the astrologer (their account's record). */
export class ScheduleLiveSession extends Command<Answer> {
  constructor(
    readonly userId: string,
    readonly body: CreateLiveSession,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class StartLiveSession extends Command<Answer> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** The session's astrologer or an admin (the actor's role says which). */
export class EndLiveSession extends Command<Answer> {
  constructor(
    readonly actor: Actor,
    readonly sessionId: string,
    readonly reason: string | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class CancelLiveSession extends Command<Answer> {
  constructor(
    readonly actor: Actor,
    readonly sessionId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class FollowAstrologer extends Command<FollowOutcome> {
  constructor(
    readonly userId: string,
    readonly astrologerId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class UnfollowAstrologer extends Command<FollowOutcome> {
  constructor(
    readonly userId: string,
    readonly astrologerId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
