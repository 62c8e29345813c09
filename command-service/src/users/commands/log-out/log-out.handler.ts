import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { userDecider } from '../../user.decider.js';
import { LogOut } from './log-out.command.js';

/** Ends the session server-side: from then on its cookie counts for nothing, even if kept. */
@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, sessionId, meta }: LogOut) {
    const { position } = await runCommand(this.store, userStreamName(userId), userDecider, { type: 'LogOut', sessionId }, meta);
    return { position };
  }
}
