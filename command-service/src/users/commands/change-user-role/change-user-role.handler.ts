import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { SessionRevocations } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { revokeEndedSessions } from '../../ended-sessions.js';
import { userDecider } from '../../user.decider.js';
import { SESSION_REVOCATIONS } from '../../user-tokens.js';
import { ChangeUserRole } from './change-user-role.command.js';

/** update_user_roles/{id}: an admin grants or revokes the astrologer or admin role; a revoked role's sessions end. */
@CommandHandler(ChangeUserRole)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRole> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
  ) {}

  async execute({ userId, input, meta }: ChangeUserRole) {
    const command = { type: 'ChangeRole' as const, role: input.role, action: input.action, ownAccount: meta.actor.id === userId };
    const { events, state, position } = await runCommand(this.store, userStreamName(userId), userDecider, command, meta);
    if (events.length > 0) await revokeEndedSessions(this.revocations, state);
    return { position };
  }
}
