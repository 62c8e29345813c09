import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { contactDecider } from '../../contact.decider.js';
import { newsletterStreamName, subscriberId } from '../../newsletter-stream.js';
import { SubscribeNewsletter } from './subscribe-newsletter.command.js';

/** One stream per address (named by its hash, so the address is not in stream names): idempotent per e-mail. */
@CommandHandler(SubscribeNewsletter)
export class SubscribeNewsletterHandler implements ICommandHandler<SubscribeNewsletter> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ email, language, meta }: SubscribeNewsletter) {
    const id = subscriberId(email);
    const { position } = await runCommand(this.store, newsletterStreamName(id), contactDecider, { type: 'Subscribe', email: email.trim().toLowerCase(), language }, meta);
    return { id, position };
  }
}
