import { randomUUID } from 'node:crypto';
import { isUuid, kundliStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, type RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../shared/event-store.token.js';
import { limitPerUser } from '../../shared/rate-limits.js';
import { RATE_LIMITER } from '../../users/user-tokens.js';
import { findSameInput, kundliDecider } from '../kundli.decider.js';
import { savedKundliView } from '../saved-kundli-view.js';
import { DeleteKundli, SaveKundli } from './kundli-commands.js';

/** create_kundli: a new kundli, or the one already saved with the same input. */
@CommandHandler(SaveKundli)
export class SaveKundliHandler implements ICommandHandler<SaveKundli> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ userId, input, meta }: SaveKundli) {
    await limitPerUser(this.limiter, 'kundli-write', userId);
    const command = { type: 'Save', userId, kundliId: randomUUID(), input, at: new Date() } as const;
    const { events, state, position } = await runCommand(this.store, kundliStreamName(userId), kundliDecider, command, meta);
    const saved = findSameInput(state, input)!;
    return { view: savedKundliView(saved), created: events.length > 0, position };
  }
}

/** delete_kundli/{id}: only from the caller's own shelf, so another user's id is simply not found. */
@CommandHandler(DeleteKundli)
export class DeleteKundliHandler implements ICommandHandler<DeleteKundli> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ userId, kundliId, meta }: DeleteKundli) {
    if (!isUuid(kundliId)) throw refuse('kundli.not_found');
    await limitPerUser(this.limiter, 'kundli-write', userId);
    const command = { type: 'Delete', userId, kundliId: kundliId.toLowerCase(), at: new Date() } as const;
    const { position } = await runCommand(this.store, kundliStreamName(userId), kundliDecider, command, meta);
    return { position };
  }
}
