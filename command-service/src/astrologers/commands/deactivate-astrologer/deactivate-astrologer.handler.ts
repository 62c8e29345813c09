import { astrologerStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { astrologerDecider, existingAstrologer, standingOf } from '../../astrologer.decider.js';
import { DeactivateAstrologer } from './deactivate-astrologer.command.js';

/**
 * delete_astrologer/{id}: a soft delete. The record and its history stay; it leaves the lists, goes
 * offline and cannot come back online or apply again until an admin reactivates it. The account
 * keeps its astrologer role, so the astrologer can still log in and read why.
 */
@CommandHandler(DeactivateAstrologer)
export class DeactivateAstrologerHandler implements ICommandHandler<DeactivateAstrologer> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ astrologerId, meta }: DeactivateAstrologer) {
    const { state, position } = await runCommand(this.store, astrologerStreamName(astrologerId), astrologerDecider, { type: 'Deactivate' }, meta);
    return { view: standingOf(astrologerId, existingAstrologer(state)), position };
  }
}
