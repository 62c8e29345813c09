import { createHash } from 'node:crypto';
import { NEWSLETTER_STREAM_PREFIX } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { contactDecider } from '../../contact.decider.js';
import { SubscribeNewsletter } from './subscribe-newsletter.command.js';

/** One stream per address (named by its hash, so the address is not in stream names): idempotent per e-mail. */
@CommandHandler(SubscribeNewsletter)
export class SubscribeNewsletterHandler implements ICommandHandler<SubscribeNewsletter> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ email, meta }: SubscribeNewsletter) {
    const normalized = email.trim().toLowerCase();
    const stream = `${NEWSLETTER_STREAM_PREFIX}${createHash('sha256').update(normalized).digest('hex')}`;
    const { position } = await runCommand(this.store, stream, contactDecider, { type: 'Subscribe', email: normalized }, meta);
    return { position };
  }
}
