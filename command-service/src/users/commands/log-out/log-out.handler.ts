import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { SessionRevocations } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { userDecider } from '../../user.decider.js';
import { SESSION_REVOCATIONS } from '../../user-tokens.js';
import { LogOut } from './log-out.command.js';

/**
 * Ends the session server-side: from then on its cookie counts for nothing, even if kept. The
 * session is listed as revoked first, so reads refuse it at once, then `UserLoggedOut` records it
 * (writes refuse it from that). Should the append fail, the logout answers an error and the session
 * is already dead for reads: the safe half; logging out again finishes it.
 */
@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
  ) {}

  async execute({ userId, sessionId, expiresAt, meta }: LogOut) {
    await this.revocations.revoke(sessionId, new Date(expiresAt * 1000));
    const { position } = await runCommand(this.store, userStreamName(userId), userDecider, { type: 'LogOut', sessionId }, meta);
    return { position };
  }
}
