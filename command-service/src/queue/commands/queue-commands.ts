import type { JoinLiveQueue } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/command-metadata.js';
import type { QueueOutcome, TurnOutcome } from '../astrologer-queues.js';

/** A customer's own entry: join or leave a live session's line (`id`: the session) or an astrologer's waitlist (`id`: the astrologer). */
export type EntryAction = { readonly type: 'join_live'; readonly body: JoinLiveQueue } | { readonly type: 'leave_live' } | { readonly type: 'join_waitlist' } | { readonly type: 'leave_waitlist' };

export class ChangeQueueEntry extends Command<QueueOutcome> {
  constructor(
    readonly action: EntryAction,
    readonly userId: string,
    readonly id: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** The astrologer on air runs their live session's line (`sessionId`): take the next, skip one, end the turn. */
export type TurnAction = { readonly type: 'take_next' } | { readonly type: 'skip'; readonly entryId: string } | { readonly type: 'end_turn' };

export class RunLiveTurn extends Command<TurnOutcome> {
  constructor(
    readonly action: TurnAction,
    readonly userId: string,
    readonly sessionId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
