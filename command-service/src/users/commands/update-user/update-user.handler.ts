import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { userDecider } from '../../user.decider.js';
import { UpdateUser } from './update-user.command.js';

/** Profile changes by the user or an admin; suspending and reinstating by admins only, with a reason. */
@CommandHandler(UpdateUser)
export class UpdateUserHandler implements ICommandHandler<UpdateUser> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, input, meta }: UpdateUser) {
    const { status, reason, ...changes } = input;
    if (status !== undefined && meta.actor.role !== 'admin') throw refuse('user.status_admin_only');
    const command = { type: 'UpdateUser' as const, changes, ...(status ? { status: { value: status, reason: reason! } } : {}) };
    const { position } = await runCommand(this.store, userStreamName(userId), userDecider, command, meta);
    return { position };
  }
}
