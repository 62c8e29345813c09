import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AstrologerQueues } from '../astrologer-queues.js';
import { ChangeQueueEntry, RunLiveTurn } from './queue-commands.js';

/** join_live_queue, leave_live_queue, join_waitlist, leave_waitlist. */
@CommandHandler(ChangeQueueEntry)
export class ChangeQueueEntryHandler implements ICommandHandler<ChangeQueueEntry> {
  constructor(@Inject(AstrologerQueues) private readonly queues: AstrologerQueues) {}
  execute({ action, userId, id, meta }: ChangeQueueEntry) {
    switch (action.type) {
      case 'join_live':
        return this.queues.joinLive(userId, id, action.body, meta);
      case 'leave_live':
        return this.queues.leaveLive(userId, id, meta);
      case 'join_waitlist':
        return this.queues.joinWaitlist(userId, id, meta);
      case 'leave_waitlist':
        return this.queues.leaveWaitlist(userId, id, meta);
    }
  }
}

/** take_next_in_queue, skip_queue_entry, end_live_turn. */
@CommandHandler(RunLiveTurn)
export class RunLiveTurnHandler implements ICommandHandler<RunLiveTurn> {
  constructor(@Inject(AstrologerQueues) private readonly queues: AstrologerQueues) {}
  execute({ action, userId, sessionId, meta }: RunLiveTurn) {
    switch (action.type) {
      case 'take_next':
        return this.queues.takeNext(userId, sessionId, meta);
      case 'skip':
        return this.queues.skip(userId, sessionId, action.entryId, meta);
      case 'end_turn':
        return this.queues.endTurn(userId, sessionId, meta);
    }
  }
}
