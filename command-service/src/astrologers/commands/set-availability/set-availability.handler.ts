import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { astrologerStreamOfUser } from '../../astrologer-of-user.js';
import { astrologerDecider, existingAstrologer, standingOf } from '../../astrologer.decider.js';
import { SetAvailability } from './set-availability.command.js';

/** update_astrologer_status: the session's own astrologer record goes online or offline and/or switches calls; switching to where it is appends nothing. */
@CommandHandler(SetAvailability)
export class SetAvailabilityHandler implements ICommandHandler<SetAvailability> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, switches, meta }: SetAvailability) {
    const { astrologerId, stream } = await astrologerStreamOfUser(this.store, userId);
    const { state, position } = await runCommand(this.store, stream, astrologerDecider, { type: 'SetAvailability', availability: switches.status, takesCalls: switches.takes_calls }, meta);
    return { view: standingOf(astrologerId, existingAstrologer(state)), position };
  }
}
